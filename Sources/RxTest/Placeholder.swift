// RxTest: work in progress
