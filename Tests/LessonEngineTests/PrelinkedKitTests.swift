@testable import LessonEngine
import Foundation
import XCTest

/// An exercise links the kit as one prelinked object without debug info where the toolchain
/// can make one, and the modules' own objects otherwise.
final class PrelinkedKitTests: XCTestCase {
    func testTheKitIsLinkedAsOneObjectWithoutDebugInfoOnLinux() throws {
        guard case .success(let grader) = Grader.forThisBuild() else { throw XCTSkip("no build products here") }
        let products = grader.compiler.products, compiler = grader.compiler.compiler
        let modules = BuildProducts.kitModules + ["Lesson_dispose"]
        let objects = PrelinkedKit.objects(of: modules, products: products, compiler: compiler)
        #if os(Linux)
        let kit = try XCTUnwrap(PrelinkedKit.object(products: products, compiler: compiler), "the toolchain has ld.lld and llvm-objcopy")
        XCTAssertEqual(objects, [kit] + products.objects(of: ["Lesson_dispose"]))
        // Every kit object's code is in it, and none of their debug info.
        let data = try Data(contentsOf: kit)
        XCTAssertNotNil(data.range(of: Data("ExerciseHost".utf8)))
        XCTAssertNil(data.range(of: Data(".debug_info".utf8)))
        XCTAssertNotNil(try Data(contentsOf: products.objects(of: ["LessonKit"])[0]).range(of: Data(".debug_info".utf8)),
                        "the build's own objects carry debug info, so its absence above is the prelink's doing")
        #else
        XCTAssertEqual(objects, products.objects(of: modules))
        #endif
    }

    func testASetWithoutTheWholeKitLinksItsOwnObjects() throws {
        guard case .success(let grader) = Grader.forThisBuild() else { throw XCTSkip("no build products here") }
        let products = grader.compiler.products
        XCTAssertEqual(PrelinkedKit.objects(of: ["RxCore", "LessonKit"], products: products, compiler: grader.compiler.compiler),
                       products.objects(of: ["RxCore", "LessonKit"]))
    }
}
