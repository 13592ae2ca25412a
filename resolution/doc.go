// Package resolution turns the names a user gives ("the report for Yossi",
// "החלב") into the items they mean, and reads the user's answer to a
// pending question ("2", "both", "the invoice one", "כן", "ביטול") without a
// model.
//
// Everything here is a pure function of its arguments: no I/O, no clock, no
// package state. Matching works on Normalize'd text and scores with
// Jaro-Winkler per word plus word coverage (see Score); Matcher.Resolve
// applies the not-found / resolved / ambiguous rules; ParseReply and
// ParseOrdinalRef read selections, confirmations and references to the last
// numbered list.
package resolution
