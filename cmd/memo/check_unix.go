//go:build unix

package main

import "syscall"

// Modes of access(2).
const (
	accessRead  = 0x4
	accessWrite = 0x2
	accessExec  = 0x1
)

// writable reports whether this user may create files in dir.
func writable(dir string) bool { return syscall.Access(dir, accessWrite|accessExec) == nil }

// readWritable reports whether this user may read and write path.
func readWritable(path string) bool { return syscall.Access(path, accessRead|accessWrite) == nil }
