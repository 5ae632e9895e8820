import HarnessText

/// The text engine's benchmark: 4,096 characters (the instructions field's limit) of prose laid
/// out at the field's width, as each key typed into a full field lays it out again (the words
/// were shaped before); and the same length of words never seen, each shaped for the first time.
package enum TextBench {
    package static func stages(runs: Int, stage: (String, [Double]) -> Benchmark.Stage) throws -> [Benchmark.Stage] {
        let engine = try TextEngine.shared()
        let prose = String(String(repeating: "Keep the caret above the keyboard. ", count: 120).prefix(4096))
        var typed: [Double] = []
        for run in 0..<runs {
            // A different last character each run, as typing changes the text every time.
            let text = String(prose.dropLast()) + String(UnicodeScalar(UInt8(97 + run % 26)))
            typed.append(try timedLayout(text, engine: engine))
        }
        var fresh: [Double] = []
        for run in 0..<runs {
            fresh.append(try timedLayout(Self.unseenWords(seed: run), engine: engine))
        }
        return [stage("text layout 4096 ch, typing", typed),
                stage("text layout 4096 ch, new words", fresh)]
    }

    private static func timedLayout(_ text: String, engine: TextEngine) throws -> Double {
        let start = Benchmark.now()
        _ = try TextLayout(text: text, face: .regular, pointSize: 17, width: 324, metrics: nil, engine: engine)
        return Benchmark.now() - start
    }

    /// 4,096 characters of made-up words no earlier run used (letters from a seeded generator).
    private static func unseenWords(seed: Int) -> String {
        var state = UInt64(0x9E37_79B9_7F4A_7C15) &* UInt64(seed + 1)
        var text = ""
        while text.count < 4096 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = 2 + Int(state >> 60) % 9
            for shift in 0..<length { text.append(Character(UnicodeScalar(UInt8(97 + Int(state >> UInt64(shift * 5) & 31) % 26)))) }
            text.append(" ")
        }
        return String(text.prefix(4096))
    }
}
