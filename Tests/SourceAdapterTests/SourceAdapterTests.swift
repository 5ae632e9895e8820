import XCTest
@testable import caret_harness_adapt

/// Every expected output below was written by hand.
final class SourceAdapterTests: XCTestCase {
    func adapt(_ s: String, path: String = "View.swift", file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            let out = try SourceAdapter.adapt(source: s, path: path)
            XCTAssertEqual(lineCount(out), lineCount(s), "line count changed", file: file, line: line)
            // Idempotence: adapting the output again changes nothing.
            XCTAssertEqual(try SourceAdapter.adapt(source: out, path: path), out, "not idempotent", file: file, line: line)
            return out
        } catch {
            XCTFail("unexpected refusal: \(error)", file: file, line: line)
            return ""
        }
    }

    func lineCount(_ s: String) -> Int { s.split(separator: "\n", omittingEmptySubsequences: false).count }

    func refusal(_ s: String, path: String = "View.swift") -> String? {
        do {
            _ = try SourceAdapter.adapt(source: s, path: path)
            return nil
        } catch {
            return error.description
        }
    }

    // MARK: attributes and modifiers

    func testAttributesDropped() {
        let input = """
        @objc class A: NSObject {
            @IBOutlet weak var label: UILabel!
            @IBInspectable var radius: Double = 0
            @objc dynamic var x = 0
            @nonobjc func n() {}
            @objc
            var y = 1
        }
        @IBDesignable @objcMembers final class B {}
        @objc enum Kind: Int { case a }

        """
        let expected = """
        class A: NSObject {
            weak var label: UILabel!
            var radius: Double = 0
            var x = 0
            func n() {}

            var y = 1
        }
        final class B {}
        enum Kind: Int { case a }

        """
        XCTAssertEqual(adapt(input), expected)
    }

    func testDynamicModifierOnlyAsModifier() {
        let input = """
        class C {
            let dynamic = 1
            var other: Mode = .dynamic
            dynamic var y = 0
            @objc private dynamic var z = 0
            public dynamic func f() {}
            dynamic
            override var w: Int { dynamic }
            func g(dynamic: Int) -> Int { dynamic + self.dynamic }
        }
        enum Mode { case dynamic, other }

        """
        let expected = """
        class C {
            let dynamic = 1
            var other: Mode = .dynamic
            var y = 0
            private var z = 0
            public func f() {}

            override var w: Int { dynamic }
            func g(dynamic: Int) -> Int { dynamic + self.dynamic }
        }
        enum Mode { case dynamic, other }

        """
        XCTAssertEqual(adapt(input), expected)
    }

    // MARK: #selector

    func testSelectorForms() {
        let input = """
        let a = #selector(tap)
        let b = #selector(handle(_:))
        let c = #selector(getter: View.title)
        let d = #selector(setter: View.title)
        let e = #selector(Self.reload)
        let f = #selector(ViewController.keyboardWillShow(_:))
        let g = #selector(keyboardWillShow(notification:))
        let h = #selector(foo(_:bar:))
        let i = #selector(move(to:))
        let j = #selector((reload as () -> Void))
        let k = #selector(self.action(_:forEvent:))
        let l = #selector(UIResponder.resignFirstResponder)
        let m = #selector(update as (Int, String) -> Void)
        """
        let expected = """
        let a = Selector("tap")
        let b = Selector("handle:")
        let c = Selector("title")
        let d = Selector("setTitle:")
        let e = Selector("reload")
        let f = Selector("keyboardWillShow:")
        let g = Selector("keyboardWillShowWithNotification:")
        let h = Selector("foo:bar:")
        let i = Selector("moveTo:")
        let j = Selector("reload")
        let k = Selector("action:forEvent:")
        let l = Selector("resignFirstResponder")
        let m = Selector("update::")
        """
        XCTAssertEqual(adapt(input), expected)
    }

    func testBareSelectorTakesArityFromDeclaration() {
        let input = """
        final class V {
            func setUp() { b.addTarget(self, action: #selector(pressed), for: .touchUpInside) }
            @objc func pressed(_ sender: UIButton) {}
        }
        """
        let expected = """
        final class V {
            func setUp() { b.addTarget(self, action: Selector("pressed:"), for: .touchUpInside) }
            func pressed(_ sender: UIButton) {}
        } ; extension V: SelectorPerforming { public func performSelector(_ caretSelector: Selector, with caretObject: Any?, with caretOther: Any?) -> Bool { switch caretSelector.name { case "pressed:": self.pressed(caretObject as! UIButton); return true; default: break }; return false } }
        """
        XCTAssertEqual(adapt(input), expected)
    }

    func testMultiLineSelectorWithComments() {
        let input = """
        center.addObserver(self, selector: #selector( // the handler
            ViewController.keyboardWillShow(_:) /* see below */
        ), name: name, object: nil)
        let x = #selector(
            tap)
        """
        let expected = """
        center.addObserver(self, selector: Selector("keyboardWillShow:") // the handler
            /* see below */
        , name: name, object: nil)
        let x = Selector("tap")

        """
        XCTAssertEqual(adapt(input), expected)
    }

    func testNestedParensInsideSelector() {
        let input = """
        let a = #selector((Foo.bar(_:)))
        let b = #selector(((tap)))
        let c = #selector((handle(_:)) as (Notification) -> Void)
        """
        let expected = """
        let a = Selector("bar:")
        let b = Selector("tap")
        let c = Selector("handle:")
        """
        XCTAssertEqual(adapt(input), expected)
    }

    func testRenames() {
        let input = """
        class V {
            @objc(handleTapGesture:) func handleTap(_ g: UITapGestureRecognizer) {}
            @objc(isOn) var on = false
            func wire() {
                _ = #selector(handleTap(_:))
                _ = #selector(handleTap)
                _ = #selector(getter: on)
                _ = #selector(setter: V.on)
            }
        }
        """
        let expected = """
        class V {
            func handleTap(_ g: UITapGestureRecognizer) {}
            var on = false
            func wire() {
                _ = Selector("handleTapGesture:")
                _ = Selector("handleTapGesture:")
                _ = Selector("isOn")
                _ = Selector("setIsOn:")
            }
        } ; extension V: SelectorPerforming { public func performSelector(_ caretSelector: Selector, with caretObject: Any?, with caretOther: Any?) -> Bool { switch caretSelector.name { case "handleTapGesture:": self.handleTap(caretObject as! UITapGestureRecognizer); return true; default: break }; return false } }
        """
        XCTAssertEqual(adapt(input), expected)
    }

    // MARK: literals and comments

    func testStringsAndCommentsUntouched() {
        let input = ##"""
        let s = "@objc #selector(x) dynamic var \"#keyPath(a)\""
        // @objc func f() #selector(g) #keyPath(k)
        /* outer /* @objc */ #selector(h) #keyPath(k) */
        let r = #"raw "@objc" \#(value(")")) #selector(x) \(not) "# + #selector(tap)
        let rr = ##"a "# still inside @objc #selector(x) "##
        let m = """
            @objc #selector(y) \(f(g("a)"), (1))) "quoted" ""\"
            #keyPath(z) \"""
            """
        let t = "\(items.map { "\($0) @objc)" }.joined(separator: ")")) #selector(z)"; let u = #selector(tap)
        let raw = #"""
            \(ignored " #selector(q)
            """#
        let re = #/@objc #selector\(/#
        """##
        let expected = ##"""
        let s = "@objc #selector(x) dynamic var \"#keyPath(a)\""
        // @objc func f() #selector(g) #keyPath(k)
        /* outer /* @objc */ #selector(h) #keyPath(k) */
        let r = #"raw "@objc" \#(value(")")) #selector(x) \(not) "# + Selector("tap")
        let rr = ##"a "# still inside @objc #selector(x) "##
        let m = """
            @objc #selector(y) \(f(g("a)"), (1))) "quoted" ""\"
            #keyPath(z) \"""
            """
        let t = "\(items.map { "\($0) @objc)" }.joined(separator: ")")) #selector(z)"; let u = Selector("tap")
        let raw = #"""
            \(ignored " #selector(q)
            """#
        let re = #/@objc #selector\(/#
        """##
        XCTAssertEqual(adapt(input), expected)
    }

    func testTokenizerRoundTripsAndClassifies() {
        let src = ##"let a = "x\(f("y)"))z" /* a /* b */ c */ + #"r"# // end"## + "\n"
        let t = Tokenizer.tokenize(src)
        XCTAssertEqual(t.tokens.map { t.text($0) }.joined(), src)
        let strings = t.tokens.filter { $0.kind == .string }.map { t.text($0) }
        XCTAssertEqual(strings, [#""x\(f("y)"))z""#, ##"#"r"#"##])
        XCTAssertEqual(t.tokens.filter { $0.kind == .blockComment }.map { t.text($0) }, ["/* a /* b */ c */"])
        XCTAssertEqual(t.tokens.filter { $0.kind == .lineComment }.map { t.text($0) }, ["// end"])
    }

    // MARK: dispatch extension

    func testDispatchExtensionOnLastLine() {
        let input = """
        import UIKit

        class ComposerViewController: UIViewController {
            @objc func keyboardWillShow(_ note: Notification) {}
            @objc func anySender(_ sender: Any) {}
            @objc func maybe(_ sender: Any?) {}
            @IBAction func optionalButton(_ sender: UIButton?) {}
            @objc func reload() {}
            @IBAction func action(_ sender: UIButton, forEvent event: UIEvent) {}
            @objc func check() throws -> Bool { true }
            @objc func closure(_ done: @escaping () -> Void) {}
            @objc static func shared() {}
            @objc func three(_ a: Int, b: Int, c: Int) {}
        }

        """
        // The file ends with a newline, so its last line is the one holding "}".
        let expected = """
        import UIKit

        class ComposerViewController: UIViewController {
            func keyboardWillShow(_ note: Notification) {}
            func anySender(_ sender: Any) {}
            func maybe(_ sender: Any?) {}
            func optionalButton(_ sender: UIButton?) {}
            func reload() {}
            func action(_ sender: UIButton, forEvent event: UIEvent) {}
            func check() throws -> Bool { true }
            func closure(_ done: @escaping () -> Void) {}
            static func shared() {}
            func three(_ a: Int, b: Int, c: Int) {}
        } ; extension ComposerViewController: SelectorPerforming { public func performSelector(_ caretSelector: Selector, with caretObject: Any?, with caretOther: Any?) -> Bool { switch caretSelector.name { case "keyboardWillShow:": self.keyboardWillShow(caretObject as! Notification); return true; case "anySender:": self.anySender(caretObject as Any); return true; case "maybe:": self.maybe(caretObject); return true; case "optionalButton:": self.optionalButton(caretObject as? UIButton); return true; case "reload": self.reload(); return true; case "action:forEvent:": self.action(caretObject as! UIButton, forEvent: caretOther as! UIEvent); return true; case "check": _ = try? self.check(); return true; case "closure:": self.closure(caretObject as! (() -> Void)); return true; default: break }; return false } }

        """
        XCTAssertEqual(adapt(input), expected)
    }

    func testSubclassesInOneFileShareOneConformance() {
        let input = """
        class Base: UIView {
            @objc func a() {}
        }
        class Mid: Base {}
        class Leaf: Mid {
            @objc func b(_ s: Any?) {}
        }
        extension Mid {
            @objc func c() {}
        } // end
        """
        let expected = """
        class Base: UIView {
            func a() {}
        }
        class Mid: Base {}
        class Leaf: Mid {
            func b(_ s: Any?) {}
        }
        extension Mid {
            func c() {}
        } ; extension Base: SelectorPerforming { public func performSelector(_ caretSelector: Selector, with caretObject: Any?, with caretOther: Any?) -> Bool { if let caretSelf = self as? Leaf { switch caretSelector.name { case "b:": caretSelf.b(caretObject); return true; default: break } }; if let caretSelf = self as? Mid { switch caretSelector.name { case "c": caretSelf.c(); return true; default: break } }; switch caretSelector.name { case "a": self.a(); return true; default: break }; return false } } // end
        """
        XCTAssertEqual(adapt(input), expected)
    }

    func testObjcMembersRegistersReferencedMethods() {
        let input = """
        @objcMembers class V {
            func wire() { _ = #selector(tap) }
            func tap() {}
            func unused() {}
        }
        #if DEBUG
        #endif
        """
        let expected = """
        class V {
            func wire() { _ = Selector("tap") }
            func tap() {}
            func unused() {}
        }
        #if DEBUG
        #endif
        extension V: SelectorPerforming { public func performSelector(_ caretSelector: Selector, with caretObject: Any?, with caretOther: Any?) -> Bool { switch caretSelector.name { case "tap": self.tap(); return true; default: break }; return false } }
        """
        // A file ending in a directive without a final newline: the trailer needs a line of
        // its own (the one case that adds a line; every existing line keeps its number).
        let out = try! SourceAdapter.adapt(source: input, path: "V.swift")
        XCTAssertEqual(out, expected)
        // With a final newline the trailer takes the empty last position and no line is added.
        let out2 = try! SourceAdapter.adapt(source: input + "\n", path: "V.swift")
        XCTAssertEqual(out2, expected)
        XCTAssertEqual(out2.filter { $0 == "\n" }.count, (input + "\n").filter { $0 == "\n" }.count)
    }

    // MARK: optional requirements

    func testOptionalRequirementsBecomeDefaults() {
        let input = """
        @objc public protocol ComposerDelegate: NSObjectProtocol {
            @objc optional func composerDidSend(_ c: Composer)
            @objc optional func composer(_ c: Composer, titleFor index: Int) -> String?
            func required()
        }
        @objc protocol Plain { func p() }
        final class Composer {
            weak var delegate: ComposerDelegate?
            func send() {
                delegate?.composerDidSend?(self)
                let t = delegate?.composer?(self, titleFor: 1) ?? "none"
                let s = "delegate?.composerDidSend?(self)"
            }
        }
        """
        let expected = """
        public protocol ComposerDelegate: AnyObject, NSObjectProtocol {
            func composerDidSend(_ c: Composer)
            func composer(_ c: Composer, titleFor index: Int) -> String?
            func required()
        }
        protocol Plain: AnyObject { func p() }
        final class Composer {
            weak var delegate: ComposerDelegate?
            func send() {
                delegate?.composerDidSend(self)
                let t = delegate?.composer(self, titleFor: 1) ?? "none"
                let s = "delegate?.composerDidSend?(self)"
            }
        } ; extension ComposerDelegate { public func composerDidSend(_ c: Composer) {}; public func composer(_ c: Composer, titleFor index: Int) -> String? { nil } }
        """
        XCTAssertEqual(adapt(input), expected)
    }

    func testOptionalCallSitesInOtherFiles() throws {
        let proto = "@objc protocol D { @objc optional func ping() }\n"
        let names = SourceAdapter.optionalRequirementNames(source: proto, path: "D.swift")
        XCTAssertEqual(names, ["ping"])
        let user = "func f(d: D?) { d?.ping?() }\n"
        XCTAssertEqual(try SourceAdapter.adapt(source: user, path: "U.swift", optionalRequirements: names),
                       "func f(d: D?) { d?.ping() }\n")
    }

    // MARK: refusals

    func testRefusals() {
        XCTAssertEqual(refusal("class A {\n  func f() {\n    let k = #keyPath(Foo.bar)\n  }\n}\n", path: "App/A.swift"),
                       "App/A.swift:3:13: error: #keyPath cannot be adapted on Linux: key paths as Objective-C strings need Key-Value Coding; use a Swift key path (\\Type.property)")
        XCTAssertEqual(refusal("class E: NSManagedObject {\n    @NSManaged var name: String\n}\n"),
                       "View.swift:2:5: error: @NSManaged cannot be adapted on Linux: Core Data managed properties need the Objective-C runtime")
        XCTAssertEqual(refusal("@objc protocol P {\n  @objc optional func count() -> Int\n}\n"),
                       "View.swift:2:9: error: optional func count requirement cannot be adapted on Linux: without Objective-C a requirement cannot be optional, and the adapter can only supply a default implementation for one returning Void or an Optional (this one returns Int)")
        XCTAssertEqual(refusal("@objc protocol P {\n\t@objc optional var title: String { get }\n}\n"),
                       "View.swift:2:8: error: optional var requirement cannot be adapted on Linux: only `optional func` requirements returning Void or an Optional are adapted (into a requirement with a default implementation)")
        XCTAssertEqual(refusal("let b: @convention(block) () -> Void = {}\n"),
                       "View.swift:1:8: error: @convention(block) cannot be adapted on Linux: Objective-C block types do not exist without Objective-C interoperability")
        XCTAssertEqual(refusal("let s = \"#keyPath(x)\"; let t = #selector(1 + 2)\n"),
                       "View.swift:1:32: error: #selector cannot be adapted on Linux: unrecognised method reference '1 + 2'")
        // The first refusal in the file is the one reported.
        XCTAssertEqual(refusal("let a = #selector(a.b.+)\nlet k = #keyPath(A.b)\n")?.hasPrefix("View.swift:1:9: error: #selector"), true)
        // Left alone, not refused.
        XCTAssertNil(refusal("let s = NSSelectorFromString(\"tap\")\nperform(s, with: nil, afterDelay: 1)\nobserve(\\.x) { _, _ in }\n"))
    }

    // MARK: tool helpers

    func testOutputNames() {
        XCTAssertEqual(SourceAdapter.outputNames(for: ["../../App/Composer/ComposerView.swift", "../Feed/FeedCell.swift"]),
                       ["ComposerView", "FeedCell"])
        XCTAssertEqual(SourceAdapter.outputNames(for: ["a/Composer/View.swift", "a/Feed/View.swift", "b/Feed/View.swift"]),
                       ["Composer_View", "Feed_View", "Feed_View_2"])
    }

    func testSelectorNames() {
        XCTAssertEqual(SelectorNames.method(base: "tap", labels: []), "tap")
        XCTAssertEqual(SelectorNames.method(base: "handle", labels: ["_"]), "handle:")
        XCTAssertEqual(SelectorNames.method(base: "keyboardWillShow", labels: ["notification"]), "keyboardWillShowWithNotification:")
        XCTAssertEqual(SelectorNames.method(base: "foo", labels: ["_", "bar"]), "foo:bar:")
        XCTAssertEqual(SelectorNames.method(base: "scroll", labels: ["toItem", "_"]), "scrollToItem::")
        XCTAssertEqual(SelectorNames.setter("title"), "setTitle:")
    }
}
