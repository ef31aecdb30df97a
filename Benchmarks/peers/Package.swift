// swift-tools-version: 5.9
import PackageDescription

// RxSwift 6.10.2 and RxTest on rxbench's runtime cases, so that rxbench's ratios come from a
// measurement: a package of its own, because the course itself has no dependencies.
//     swift run -c release --package-path Benchmarks/peers rxswift-bench > figures.txt
//     swift run -c release rxbench --peers figures.txt
let package = Package(
    name: "peers",
    dependencies: [.package(url: "https://github.com/ReactiveX/RxSwift", exact: "6.10.2")],
    targets: [
        .executableTarget(name: "rxswift-bench", dependencies: [
            .product(name: "RxSwift", package: "RxSwift"),
            .product(name: "RxTest", package: "RxSwift"),
        ]),
    ]
)
