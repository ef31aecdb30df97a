// RxCore
