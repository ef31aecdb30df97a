/// A small RACCommand: an action started with `execute`, whose errors do not end anything
/// but arrive as *values* on `errors`, so one subscriber can handle all of them.
public final class RACCommand<Input, Output> {
    private let signalBlock: (Input) -> RACSignal<Output>
    private let errorsSubject = RACSubject<Error>()

    /// Every error of every execution, sent as a next value. It never completes.
    public var errors: RACSignal<Error> { errorsSubject }

    public init(signalBlock: @escaping (Input) -> RACSignal<Output>) {
        self.signalBlock = signalBlock
    }

    /// Starts the action once and returns its results, replayed to whoever subscribes.
    @discardableResult
    public func execute(_ input: Input) -> RACSignal<Output> {
        let connection = signalBlock(input).multicast(RACReplaySubject())
        let errors = errorsSubject
        connection.signal.subscribeNext({ _ in }, error: { errors.sendNext($0) })
        connection.connect()
        return connection.signal
    }
}
