// RxCocoaKit: work in progress
