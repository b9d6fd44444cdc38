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
/// An interrupt that arrives while blocked stays pending until it is taken or unblocked, never
/// discarded. Where one ends the program, it ends it with status 128 + the signal's number (130
/// for Ctrl-C, 143 for `kill`), as a shell reports it, once ``exitWhenInterrupted()`` has set that.
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

    /// Makes each interrupt end the program at once, when it is let through, with exit status
    /// 128 + the signal's number (130 for Ctrl-C), running nothing else: no output is flushed and
    /// no file is finished, which is why writes defer interrupts (``deferring(_:)``). A command
    /// that takes interrupts as events (``wait()``) is unaffected: a blocked signal that is waited
    /// for is taken, not acted on.
    public static func exitWhenInterrupted() {
        for signal in signals {
            _ = Foundation.signal(signal) { number in _exit(128 + number) }
        }
    }

    /// Runs `body` with interrupts let through in the calling thread, so that one ends the
    /// program at once (say, while Graphviz lays out a large flow), then blocks them again. A
    /// write inside `body` still defers them (``deferring(_:)``).
    public static func allowing<Result>(_ body: () throws -> Result) rethrows -> Result {
        var signals = set
        var previous = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &signals, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try body()
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
