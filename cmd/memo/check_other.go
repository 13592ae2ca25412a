//go:build !unix

package main

// writable reports whether this user may create files in dir; without
// access(2) it is assumed.
func writable(string) bool { return true }

// readWritable reports whether this user may read and write path; without
// access(2) it is assumed.
func readWritable(string) bool { return true }
