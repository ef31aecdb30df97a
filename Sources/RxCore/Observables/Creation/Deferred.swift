extension ObservableType {
    /// Calls `factory` for every subscriber and subscribes to the sequence it returns.
    public static func deferred(_ factory: @escaping () throws -> Observable<Element>, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        Observable.produce("deferred", file: file, line: line) { sink in
            do {
                return try factory().subscribeEvents(sink.on)
            } catch {
                sink.onError(error)
                return Disposables.create()
            }
        }
    }

    /// Creates a resource for each subscription and disposes it when the subscription ends.
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        Observable.produce("using", file: file, line: line) { sink in
            var resource: Disposable = Disposables.create()
            do {
                let created = try resourceFactory()
                resource = created
                let source = try observableFactory(created)
                return Disposables.create(source.subscribeEvents(sink.on), resource)
            } catch {
                let subscription = Observable<Element>.error(error).subscribeEvents(sink.on)
                return Disposables.create(subscription, resource)
            }
        }
    }
}
