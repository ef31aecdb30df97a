/// A Codable value written as ``JSONValue`` (keys in the order `encode(to:)` gives them,
/// strings escaped as every other JSON of the course), and any JSON read back as a value.
extension JSONValue: Codable {
    /// `value` encoded through its own `encode(to:)`.
    public init<Value: Encodable>(encoding value: Value) throws {
        let root = JSONValueEncoder.Slot()
        try value.encode(to: JSONValueEncoder(slot: root, codingPath: []))
        self = root.built
    }

    public func encode(to encoder: Encoder) throws {
        if let writer = encoder as? JSONValueEncoder {
            writer.slot.value = self
            return
        }
        var single = encoder.singleValueContainer()
        switch self {
        case .string(let value): try single.encode(value)
        case .number(let value): try single.encode(value)
        case .bool(let value): try single.encode(value)
        case .null: try single.encodeNil()
        case .array(let values): try single.encode(values)
        case .object(let pairs): try single.encode(Dictionary(pairs, uniquingKeysWith: { first, _ in first }))
        }
    }

    public init(from decoder: Decoder) throws {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() { self = .null }
        else if let value = try? single.decode(Bool.self) { self = .bool(value) }
        else if let value = try? single.decode(Int.self) { self = .number(value) }
        else if let value = try? single.decode(String.self) { self = .string(value) }
        else if let values = try? single.decode([JSONValue].self) { self = .array(values) }
        else { self = .object(try single.decode([String: JSONValue].self).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }) }
    }
}

/// Builds a ``JSONValue`` tree; objects keep the order their keys were encoded in.
struct JSONValueEncoder: Encoder {
    /// One place in the tree, filled in as its container is written.
    final class Slot {
        var value: JSONValue = .null
        var pairs: [(String, Slot)]?
        var items: [Slot]?

        var built: JSONValue {
            if let pairs { return .object(pairs.map { ($0.0, $0.1.built) }) }
            if let items { return .array(items.map(\.built)) }
            return value
        }
    }

    let slot: Slot
    let codingPath: [CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if slot.pairs == nil { slot.pairs = [] }
        return KeyedEncodingContainer(Keyed(slot: slot, codingPath: codingPath))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        if slot.items == nil { slot.items = [] }
        return Unkeyed(slot: slot, codingPath: codingPath)
    }

    func singleValueContainer() -> SingleValueEncodingContainer { Single(slot: slot, codingPath: codingPath) }

    static func write<Value: Encodable>(_ value: Value, into slot: Slot, codingPath: [CodingKey]) throws {
        switch value {
        case let text as String: slot.value = .string(text)
        case let flag as Bool: slot.value = .bool(flag)
        case let number as any BinaryInteger: slot.value = .number(Int(truncatingIfNeeded: number))
        case is Double, is Float:
            throw EncodingError.invalidValue(value, .init(codingPath: codingPath, debugDescription: "JSONValue holds whole numbers only"))
        default: try value.encode(to: JSONValueEncoder(slot: slot, codingPath: codingPath))
        }
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let slot: Slot
        let codingPath: [CodingKey]

        private func place(_ key: Key) -> Slot {
            let child = Slot()
            slot.pairs?.append((key.stringValue, child))
            return child
        }

        mutating func encodeNil(forKey key: Key) throws { place(key).value = .null }
        mutating func encode(_ value: Bool, forKey key: Key) throws { try JSONValueEncoder.write(value, into: place(key), codingPath: codingPath + [key]) }
        mutating func encode(_ value: String, forKey key: Key) throws { try JSONValueEncoder.write(value, into: place(key), codingPath: codingPath + [key]) }
        mutating func encode(_ value: Double, forKey key: Key) throws { try JSONValueEncoder.write(value, into: place(key), codingPath: codingPath + [key]) }
        mutating func encode(_ value: Float, forKey key: Key) throws { try JSONValueEncoder.write(value, into: place(key), codingPath: codingPath + [key]) }
        mutating func encode(_ value: Int, forKey key: Key) throws { try JSONValueEncoder.write(value, into: place(key), codingPath: codingPath + [key]) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { try JSONValueEncoder.write(value, into: place(key), codingPath: codingPath + [key]) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { try JSONValueEncoder.write(value, into: place(key), codingPath: codingPath + [key]) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { try JSONValueEncoder.write(value, into: place(key), codingPath: codingPath + [key]) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { try JSONValueEncoder.write(value, into: place(key), codingPath: codingPath + [key]) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { try JSONValueEncoder.write(value, into: place(key), codingPath: codingPath + [key]) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { try JSONValueEncoder.write(value, into: place(key), codingPath: codingPath + [key]) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { try JSONValueEncoder.write(value, into: place(key), codingPath: codingPath + [key]) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { try JSONValueEncoder.write(value, into: place(key), codingPath: codingPath + [key]) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { try JSONValueEncoder.write(value, into: place(key), codingPath: codingPath + [key]) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            try JSONValueEncoder.write(value, into: place(key), codingPath: codingPath + [key])
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            JSONValueEncoder(slot: place(key), codingPath: codingPath + [key]).container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
            JSONValueEncoder(slot: place(key), codingPath: codingPath + [key]).unkeyedContainer()
        }
        mutating func superEncoder() -> Encoder {
            let key = Key(stringValue: "super")!
            return JSONValueEncoder(slot: place(key), codingPath: codingPath + [key])
        }
        mutating func superEncoder(forKey key: Key) -> Encoder { JSONValueEncoder(slot: place(key), codingPath: codingPath + [key]) }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let slot: Slot
        let codingPath: [CodingKey]
        var count: Int { slot.items?.count ?? 0 }

        private func next() -> Slot {
            let child = Slot()
            slot.items?.append(child)
            return child
        }

        mutating func encodeNil() throws { next().value = .null }
        mutating func encode(_ value: Bool) throws { try JSONValueEncoder.write(value, into: next(), codingPath: codingPath) }
        mutating func encode(_ value: String) throws { try JSONValueEncoder.write(value, into: next(), codingPath: codingPath) }
        mutating func encode(_ value: Double) throws { try JSONValueEncoder.write(value, into: next(), codingPath: codingPath) }
        mutating func encode(_ value: Float) throws { try JSONValueEncoder.write(value, into: next(), codingPath: codingPath) }
        mutating func encode(_ value: Int) throws { try JSONValueEncoder.write(value, into: next(), codingPath: codingPath) }
        mutating func encode(_ value: Int8) throws { try JSONValueEncoder.write(value, into: next(), codingPath: codingPath) }
        mutating func encode(_ value: Int16) throws { try JSONValueEncoder.write(value, into: next(), codingPath: codingPath) }
        mutating func encode(_ value: Int32) throws { try JSONValueEncoder.write(value, into: next(), codingPath: codingPath) }
        mutating func encode(_ value: Int64) throws { try JSONValueEncoder.write(value, into: next(), codingPath: codingPath) }
        mutating func encode(_ value: UInt) throws { try JSONValueEncoder.write(value, into: next(), codingPath: codingPath) }
        mutating func encode(_ value: UInt8) throws { try JSONValueEncoder.write(value, into: next(), codingPath: codingPath) }
        mutating func encode(_ value: UInt16) throws { try JSONValueEncoder.write(value, into: next(), codingPath: codingPath) }
        mutating func encode(_ value: UInt32) throws { try JSONValueEncoder.write(value, into: next(), codingPath: codingPath) }
        mutating func encode(_ value: UInt64) throws { try JSONValueEncoder.write(value, into: next(), codingPath: codingPath) }
        mutating func encode<T: Encodable>(_ value: T) throws { try JSONValueEncoder.write(value, into: next(), codingPath: codingPath) }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            JSONValueEncoder(slot: next(), codingPath: codingPath).container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer { JSONValueEncoder(slot: next(), codingPath: codingPath).unkeyedContainer() }
        mutating func superEncoder() -> Encoder { JSONValueEncoder(slot: next(), codingPath: codingPath) }
    }

    struct Single: SingleValueEncodingContainer {
        let slot: Slot
        let codingPath: [CodingKey]

        mutating func encodeNil() throws { slot.value = .null }
        mutating func encode(_ value: Bool) throws { try JSONValueEncoder.write(value, into: slot, codingPath: codingPath) }
        mutating func encode(_ value: String) throws { try JSONValueEncoder.write(value, into: slot, codingPath: codingPath) }
        mutating func encode(_ value: Double) throws { try JSONValueEncoder.write(value, into: slot, codingPath: codingPath) }
        mutating func encode(_ value: Float) throws { try JSONValueEncoder.write(value, into: slot, codingPath: codingPath) }
        mutating func encode(_ value: Int) throws { try JSONValueEncoder.write(value, into: slot, codingPath: codingPath) }
        mutating func encode(_ value: Int8) throws { try JSONValueEncoder.write(value, into: slot, codingPath: codingPath) }
        mutating func encode(_ value: Int16) throws { try JSONValueEncoder.write(value, into: slot, codingPath: codingPath) }
        mutating func encode(_ value: Int32) throws { try JSONValueEncoder.write(value, into: slot, codingPath: codingPath) }
        mutating func encode(_ value: Int64) throws { try JSONValueEncoder.write(value, into: slot, codingPath: codingPath) }
        mutating func encode(_ value: UInt) throws { try JSONValueEncoder.write(value, into: slot, codingPath: codingPath) }
        mutating func encode(_ value: UInt8) throws { try JSONValueEncoder.write(value, into: slot, codingPath: codingPath) }
        mutating func encode(_ value: UInt16) throws { try JSONValueEncoder.write(value, into: slot, codingPath: codingPath) }
        mutating func encode(_ value: UInt32) throws { try JSONValueEncoder.write(value, into: slot, codingPath: codingPath) }
        mutating func encode(_ value: UInt64) throws { try JSONValueEncoder.write(value, into: slot, codingPath: codingPath) }
        mutating func encode<T: Encodable>(_ value: T) throws { try JSONValueEncoder.write(value, into: slot, codingPath: codingPath) }
    }
}
