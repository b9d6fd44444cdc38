import NIOCore

/// What the guard sees of what goes out: the client's answers and frames pass through it, and it
/// watches that the client takes them.
///
/// - A client that takes none of what is waiting to be sent for the write timeout (it stopped
///   reading) is disconnected, so that it holds neither the memory of what it was sent nor its
///   connection. One that reads slowly but steadily is served to the end.
/// - A connection that must close after an answer closes only once that answer has gone out to
///   the socket, however slowly the client reads it.
extension RequestGuard {
    // MARK: Outbound

    func read(context: ChannelHandlerContext) {
        switch mode {
        case .refusing, .ignoring:
            break  // not reading: the client's bytes stay in its own buffers
        case .lingering(let discarded) where discarded > limits.lingerBytes:
            break  // enough was thrown away; waiting for the answer to go out
        default:
            context.read()
        }
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        let written = unwrapOutboundIn(data)
        guard awaitingHandshake else {
            context.write(data, promise: promise)
            noteWritten(context: context, written.readableBytes)
            return
        }
        // The first answer after an accepted handshake: the 101, else the upgrade failed.
        awaitingHandshake = false
        let switched: Bool
        if case .byteBuffer(let buffer) = written {
            switched = buffer.readableBytesView.starts(with: Array("HTTP/1.1 101".utf8))
        } else {
            switched = false
        }
        context.write(data, promise: promise)
        noteWritten(context: context, written.readableBytes)
        if !switched {
            mode = .ignoring
        } else if let pending = pendingWebSocketClose {
            pendingWebSocketClose = nil
            sendClose(context: context, code: pending.code, reason: pending.reason)
        }
    }

    /// Writes and flushes bytes of the guard's own (a refusal, a close frame).
    func writeOwn(context: ChannelHandlerContext, _ bytes: ByteBuffer) {
        context.writeAndFlush(wrapOutboundOut(.byteBuffer(bytes)), promise: nil)
        noteWritten(context: context, bytes.readableBytes)
    }

    // MARK: The write timeout

    /// Counts what was handed to the socket, and starts watching that the client takes it.
    private func noteWritten(context: ChannelHandlerContext, _ count: Int) {
        bytesWritten += count
        guard writeWatch == nil else { return }
        lastWriteProgress = (sent: bytesWritten - bufferedBytes(context), at: .now())
        scheduleWriteWatch(context: context)
    }

    /// What is written and not yet taken by the socket (the client's window and the kernel's
    /// buffers are full when it does not read).
    private func bufferedBytes(_ context: ChannelHandlerContext) -> Int {
        (try? context.channel.syncOptions?.getOption(.bufferedWritableBytes)) ?? 0
    }

    private func scheduleWriteWatch(context: ChannelHandlerContext) {
        let interval = TimeAmount.nanoseconds(max(limits.writeTimeout.nanoseconds / 4, 50_000_000))
        writeWatch = context.eventLoop.assumeIsolated().scheduleTask(in: interval) { [self] in
            self.writeWatch = nil
            self.checkWrites(context: context)
        }
    }

    /// Every quarter of the write timeout while anything waits to be sent: progress is bytes the
    /// socket took since the last look; none for the whole timeout closes the connection.
    private func checkWrites(context: ChannelHandlerContext) {
        guard context.channel.isActive else { return }
        let buffered = bufferedBytes(context)
        let sent = bytesWritten - buffered
        let now = NIODeadline.now()
        if buffered == 0 || sent > lastWriteProgress.sent {
            lastWriteProgress = (sent, now)
            if buffered == 0 { return }  // nothing waits: watching starts again with the next write
        } else if now - lastWriteProgress.at >= limits.writeTimeout {
            // The client has taken nothing for the whole timeout: let it go, and what it was sent.
            context.close(promise: nil)
            return
        }
        scheduleWriteWatch(context: context)
    }

    func cancelWriteWatch() {
        writeWatch?.cancel()
        writeWatch = nil
    }

    // MARK: Closing

    /// Ends the connection after what has been written: once it has all gone out to the socket
    /// (however slowly the client reads; the write timeout bounds one that does not), closes the
    /// writing side, reads and drops what the client still sends for a moment, so that it reads
    /// the answer rather than a reset, then closes.
    func linger(context: ChannelHandlerContext) {
        if case .lingering = mode { return }
        mode = .lingering(discarded: 0)
        cancelTimer()
        // An empty write completes once everything written before it has gone to the socket.
        let flushed = context.eventLoop.makePromise(of: Void.self)
        context.writeAndFlush(wrapOutboundOut(.byteBuffer(ByteBuffer())), promise: flushed)
        flushed.futureResult.assumeIsolated().whenComplete { [self] result in
            self.outputFlushed(context: context, failed: (try? result.get()) == nil)
        }
        context.read()
    }

    private func outputFlushed(context: ChannelHandlerContext, failed: Bool) {
        outputIsFlushed = true
        guard !failed, !inputEnded, context.channel.isActive else {
            context.close(promise: nil)
            return
        }
        context.close(mode: .output, promise: nil)
        if case .lingering(let discarded) = mode, discarded > limits.lingerBytes {
            context.close(promise: nil)
            return
        }
        schedule(context: context, after: limits.lingerTime) { _, context in context.close(promise: nil) }
        context.read()
    }

    /// The client has closed its side while the connection lingers: it closes now, or as soon as
    /// the answer has gone out.
    func lingeringInputEnded(context: ChannelHandlerContext) {
        inputEnded = true
        if outputIsFlushed { context.close(promise: nil) }
    }
}
