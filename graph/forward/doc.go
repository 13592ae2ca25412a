// Package forward reads a forwarded message as content, with no model
// call: it finds the appointment or invitation a clinic's confirmation, a
// municipality's notice or an invitation describes — its title, its day
// and time, and its place — in Hebrew or English. Its rule is the time
// parser's: a right reading or none; two dates that could each be the
// appointment make it Ambiguous, never a guess.
package forward
