/// Text from an out folder (frame and scenario names, a form's values, request paths) as the
/// terminal shows it: the out folder is untrusted, so control characters are escaped (CR, LF,
/// tab and ESC as `\r`, `\n`, `\t`, `\u{1B}`; others as `\u{XX}`) and a value over
/// `limit` characters is cut, saying how long it was. Nothing it prints can move the cursor,
/// clear the screen or forge a line.
package enum LogText {
    package static let limit = 200

    package static func safe(_ text: String, limit: Int = LogText.limit) -> String {
        var out = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit {
                return out + "… (\(text.unicodeScalars.count) characters)"
            }
            count += 1
            switch scalar {
            case "\r": out += "\\r"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case _ where scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
                || scalar == "\u{2028}" || scalar == "\u{2029}":
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
