import Foundation

extension TranslatedSource {
    /// For a project that asks for Swift 3, compiled in Swift 4 mode: Swift 3's `(Void) -> T`,
    /// a function of no arguments (`action?()` calls it), which Swift 4 reads as a function of
    /// one `Void` argument (SE-0110). Each `(Void)` directly before `->` becomes `()` and
    /// spaces, so lines and columns stay the user's. Comments and strings are left alone.
    mutating func rewritingSwift3VoidParameters() {
        let file = ExtensionOverrides.File(text)
        let tokens = file.tokens
        var bytes = file.bytes
        var changed = false
        var index = 0
        while index + 4 < tokens.count {
            let open = tokens[index], name = tokens[index + 1], close = tokens[index + 2]
            let dash = tokens[index + 3], arrow = tokens[index + 4]
            if open.text == "(", name.text == "Void", name.kind == .identifier, close.text == ")",
               dash.text == "-", arrow.text == ">", arrow.offset == dash.offset + 1,
               close.offset == open.offset + 5 {
                bytes.replaceSubrange(open.offset..<open.offset + 6, with: Array("()    ".utf8))
                changed = true
                index += 5
            } else {
                index += 1
            }
        }
        if changed { text = file.header + String(decoding: bytes, as: UTF8.self) }
    }
}
