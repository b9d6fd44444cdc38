import Foundation

/// The interrupt policy of a command-line program: SIGINT, SIGTERM and SIGHUP, which end it.
///
/// A program calls ``blockInEveryThread()`` first thing, before any thread starts, so that every
/// thread it ever has inherits the block and none of them takes an interrupt by surprise. Then it
/// chooses, on the main thread:
///
/// - ``allow()``: an interrupt ends the program at once (the signal's default action), as users
///   expect of a command that is busy working;
/// - ``deferring(_:)``: an interrupt that comes meanwhile waits until the work is done, then ends
///   the program; for writing a file atomically, so that no temporary file is left behind;
/// - ``wait(timeout:)`` and ``wait()``: take interrupts as events, for a loop (`--watch`) or a
///   server (`preview`) that stops cleanly.
///
/// Nothing here sets a signal's disposition: an interrupt that arrives while blocked stays pending
/// until it is taken or unblocked, never discarded.
public enum Interrupts {
    /// The signals that end a command: Ctrl-C, `kill`, a closed terminal.
    public static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    private static var set: sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        return set
    }

    /// Blocks the interrupts in the calling thread and in every thread it starts from now on.
    public static func blockInEveryThread() {
        var signals = set
        pthread_sigmask(SIG_BLOCK, &signals, nil)
    }

    /// Lets interrupts end the program from the calling thread (the only one that does not block
    /// them, when ``blockInEveryThread()`` came first); a pending one ends it now.
    public static func allow() {
        var signals = set
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    /// Runs `body` with interrupts held back in the calling thread; one that came meanwhile takes
    /// effect when `body` returns (or throws), unless the thread blocked interrupts before the call.
    public static func deferring<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        var signals = set
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &signals, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try body()
    }

    /// Waits up to `timeout` seconds for an interrupt (which must be blocked); whether one came.
    public static func wait(timeout: Double) -> Bool {
        var signals = set
        let seconds = Int(timeout)
        var time = timespec(tv_sec: seconds, tv_nsec: Int((timeout - Double(seconds)) * 1_000_000_000))
        return sigtimedwait(&signals, nil, &time) > 0
    }

    /// Waits for an interrupt (which must be blocked in every thread).
    public static func wait() {
        var signals = set
        var received: Int32 = 0
        sigwait(&signals, &received)
    }
}
