import Foundation

extension ObservableType where Element == Data {
    /// Decodes each `Data` element as `type` with `decoder`; a decoding failure ends the
    /// sequence with the decoder's error.
    ///
    ///     --d1--d2--|          (Data)
    ///     decode(type: User.self, decoder: JSONDecoder())
    ///     --u1--u2--|          (User)
    ///
    /// Any `DataDecoder` works: `JSONDecoder`, `PropertyListDecoder`, or your own.
    public func decode<Item: Decodable, Decoder: DataDecoder>(type: Item.Type, decoder: Decoder, file: StaticString = #fileID, line: UInt = #line) -> Observable<Item> {
        Trace.source(map { try decoder.decode(type, from: $0) }, name: "decode", file: file, line: line)
    }
}

/// Something that turns raw `Data` into a `Decodable` value (RxSwift 6's protocol).
public protocol DataDecoder {
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}
