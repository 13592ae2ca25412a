// Package memo holds Memo's domain types and the small interfaces the rest of
// the program is wired through: inbound messages and replies, plans and steps,
// the typed result envelope, tasks and lists, pending questions and the
// conversation state that keeps them between turns.
//
// It imports only the standard library. Implementations live in sibling
// packages (store/sqlite, store/redis, graph, formatter, bot, ...) and are
// wired together by cmd/memo.
package memo
