// Package model is Memo's model-backed planner: one chat-completion call
// with tool calling plans a message that the offline grammar could not.
//
// The model sees one tool per capability (tasks, lists, calendar, help),
// each with an operation enum and typed fields. The strict JSON Schema of every tool is
// generated from the Go argument types in tools.go by
// github.com/google/jsonschema-go, whose inferred schemas already have the
// shape OpenAI's strict mode asks for (every property required, no
// additional properties, pointers nullable); the same types decode the
// model's answer, so schema and decoder cannot drift apart.
//
// The model writes wall-clock local times ("2026-01-21T09:00", or a date
// "2026-01-21"); Go reads them in the user's zone. It never sees or
// supplies ids: it names tasks and lists, or numbers them from the last
// list shown, and entity resolution finds the ids. Several tool calls make
// several steps; a plain-text answer is the reply, with no second call.
//
// The calendar tool mirrors the offline grammar's rules: a day with no
// time is 10:00–11:00, an event lasts an hour unless it has an end, dates
// alone make an all-day span, a day names the window from its midnight to
// the next. The four create operations are one ("create") for the model;
// Go picks the variant from the events.
//
// Router puts the offline planner in front: the model is asked (one call)
// only when the grammar did not understand the message.
package model
