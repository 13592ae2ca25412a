// Package reminder fires due reminders and morning digests.
//
// A Scheduler tick reads the due rows through the next-fire index, sends
// each user's due reminders as one message through a Notifier, records the
// firing under its dedupe key (task id + fire time), and only then moves the
// task's next fire time on. A process that dies after a send and before the
// move finds the record on restart and does not send again; one that dies
// before the send succeeded sends on the next tick (at least once).
//
// Reminders missed while the process was down are sent marked late when
// they are at most MissedWindow old; older ones are not sent but recorded
// as skipped and listed in the user's next morning digest. Nothing is
// dropped silently.
package reminder
