// rxbench: speed figures for the runtime and the marble engine. Run in release:
//     swift run -c release rxbench
print("rxbench (release build recommended; best of 3 runs)")
for measurement in runRuntimeBenchmarks() {
    print(measurement.line)
}
runMarbleBenchmarks()
