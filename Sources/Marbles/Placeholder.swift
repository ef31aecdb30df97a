// Marbles: work in progress
