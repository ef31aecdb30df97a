import Foundation

/// Runs work as `BlockOperation`s on an `OperationQueue`, with `queuePriority`.
/// Disposing before the operation starts skips the action.
public class OperationQueueScheduler: ImmediateSchedulerType {
    public let operationQueue: OperationQueue
    public let queuePriority: Operation.QueuePriority

    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let subscription = SingleAssignmentDisposable()
        let operation = BlockOperation {
            guard !subscription.isDisposed else { return }
            subscription.setDisposable(action(state))
        }
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
        return subscription
    }
}
