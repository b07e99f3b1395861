import Foundation

/// How `dynamics` writes JSON for people and programs to read (`manifest.json`, `--json`):
/// indented, keys sorted so the same value is always the same text, slashes left as they are.
public enum JSONDocument {
    public static func text<Value: Encodable>(_ value: Value) throws -> String {
        String(decoding: try data(value), as: UTF8.self)
    }

    public static func data<Value: Encodable>(_ value: Value) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }
}
