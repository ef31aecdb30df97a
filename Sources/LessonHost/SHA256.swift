import CDigest
import Foundation

/// SHA-256 (CDigest's) and the keyed tag made from it, HMAC-SHA-256 (RFC 2104).
package enum SHA256 {
    package static func digest(_ bytes: some ContiguousBytes) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: 32)
        bytes.withUnsafeBytes { buffer in digest.withUnsafeMutableBufferPointer { rx_sha256(buffer.baseAddress, buffer.count, $0.baseAddress) } }
        return digest
    }

    /// `bytes` in lowercase hexadecimal.
    package static func hex(_ bytes: some Sequence<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        for byte in bytes { text += [digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]] }
        return String(decoding: text, as: UTF8.self)
    }

    package static func hmac(key: [UInt8], _ message: [UInt8]) -> [UInt8] {
        let blockSize = 64
        var block = key.count > blockSize ? digest(key) : key
        block += [UInt8](repeating: 0, count: blockSize - block.count)
        let inner = digest(block.map { $0 ^ 0x36 } + message)
        return digest(block.map { $0 ^ 0x5C } + inner)
    }
}
