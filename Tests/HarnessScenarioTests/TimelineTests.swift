import HarnessScript
import HarnessScreens
import XCTest

/// `wait SECONDS` and the run's timeline: each frame carries the time of its event.
final class TimelineTests: XCTestCase {
    func testWaitParses() throws {
        XCTAssertEqual(try ScenarioSource.commands("wait 0.1\nopen create\nwait 0\ntap title"),
                       [.wait(0.1), .open(.create), .wait(0), .tap(.title, .end)])
    }

    /// The transitions the model gives each event (TextStyleEditScreen): a tap 0.5 s, a text
    /// change 0.4 s, a keyboard change 0.5 s; `open`, `select` and a manual scroll none.
    /// Worked out by hand, event by event:
    ///  1 open create        0           (nothing animates)
    ///  2 tap instructions   0           settles at 0.5
    ///  3 type "a"           0.5         settles at 0.9
    ///    wait 0.1
    ///  4 newline            0.5 + 0.1 = 0.6
    ///  5 newline            0.7
    ///  6 newline            0.8         the last of the three settles at 0.8 + 0.4 = 1.2
    ///  7 type "b"           1.2         settles at 1.6
    ///  8 scroll to top      1.6         immediate
    ///  9 keyboard hide      1.6         settles at 2.1
    /// 10 select … at start  2.1
    func testEventTimesByHand() throws {
        let source = """
            open create
            tap instructions
            type "a"
            wait 0.1
            newline 3
            type "b"
            scroll to top
            keyboard hide
            select instructions at start
            """
        let records = try ScenarioRunner(device: .iPhone15Pro, appearance: .light).records(of: try ScenarioSource.parse(source))
        let expected = [0, 0, 0.5, 0.6, 0.7, 0.8, 1.2, 1.6, 1.6, 2.1]
        XCTAssertEqual(records.count, expected.count)
        for (record, time) in zip(records, expected) {
            XCTAssertEqual(record.time, time, accuracy: 1e-9, "\(record.name)")
        }
        XCTAssertEqual(records.map(\.animationDuration), [0, 0.5, 0.4, 0.4, 0.4, 0.4, 0.4, 0, 0.5, 0])
        XCTAssertEqual(records.map(\.waited), [nil, nil, nil, 0.1, 0.1, 0.1, nil, nil, nil, nil])
    }

    func testALeadingWaitDelaysTheFirstEvent() throws {
        let records = try ScenarioRunner(device: .iPhone15Pro, appearance: .light)
            .records(of: try ScenarioSource.parse("wait 2\nopen create\ntap title"))
        XCTAssertEqual(records.map(\.time), [2, 2])
    }

    func testBadWaits() {
        // `wait ` is 5 scalars: the number starts in column 6.
        XCTAssertEqual(ScenarioSource.failure("open create\nwait -1\ntap title"),
                       "bad.scenario:2:6: bad time `-1` for `wait`: expected seconds from 0 to 60, such as 0.1")
        XCTAssertEqual(ScenarioSource.failure("open create\nwait 61\ntap title"),
                       "bad.scenario:2:6: bad time `61` for `wait`: expected seconds from 0 to 60, such as 0.1")
        XCTAssertEqual(ScenarioSource.failure("open create\nwait 100ms"),
                       "bad.scenario:2:6: bad number `100ms` for the seconds to wait: expected a decimal such as 120 or -40.5")
        XCTAssertEqual(ScenarioSource.failure("open create\nwait"), "bad.scenario:2:5: expected the seconds to wait")
        XCTAssertEqual(ScenarioSource.failure("open create\nwait 0.1"),
                       "bad.scenario:2:1: `wait` with no event after it: it would delay nothing")
        XCTAssertEqual(ScenarioSource.failure("open create\nwait 0.1\nwait 0.2\ntap title"),
                       "bad.scenario:3:1: a second `wait` before an event: write one `wait` with the sum")
        XCTAssertEqual(ScenarioSource.failure("open create\nwait 0.1\nexpect no-scroll\ntap title"),
                       "bad.scenario:3:1: `expect` after `wait` (line 2): an `expect` checks the frame before the `wait`, "
                       + "so it goes right after its event")
    }
}
