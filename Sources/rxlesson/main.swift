print("rxlesson")
