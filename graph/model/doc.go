// Package model is Memo's model-backed planner: one chat-completion call
// with tool calling plans a message that the offline grammar could not.
//
// The model sees one tool per capability (tasks, lists, calendar, memory,
// mail, help), each with an operation enum and typed fields; a request
// sends only the tools its message can need (select.go), read from its
// words in English and Hebrew (offline.MessageCues), a time in it, and
// what the conversation is about, and every tool when its words point
// nowhere. The request without its message stays within FixedBudget
// tokens: the context gets what the tools leave (prompt.go). The strict JSON Schema of every tool is
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
// Arguments are decoded leniently (see below), so the schema guides the
// model and Go validates what it sends.
//
// The calendar tool mirrors the offline grammar's rules: a day with no
// time is 10:00–11:00, an event lasts an hour unless it has an end, dates
// alone make an all-day span, a day names the window from its midnight to
// the next. The four create operations are one ("create") for the model;
// Go picks the variant from the events.
//
// The model is held to the offline grammar's rule, a wrong action is
// worse than "I didn't understand", by checks in Go on its answer, never
// on its word: a delete or completion the message's verbs contradict is
// sent back for repair (lexicon.go); identical calls, drafts and items are
// merged, and an answer past the limits of one message (10 tasks, 10
// events, 30 list items, 8 calls) is refused with a question, not cut;
// every delete, completion, series change and bulk change is marked
// Step.Verify, so the gate shows what will change unless the user's own
// words named it; a text that claims an action no tool call took, or an
// answer cut at the token limit, never runs and is never shown as done.
// Unknown argument fields, which servers without strict mode (Ollama,
// vLLM) add, are dropped; a known field of the wrong type is a problem.
// After a failed repair the question asks for the detail that was missing
// (clarify.go). "it" as a target is PlanRequest.Focus, which the prompt
// names.
//
// Router puts the offline planner in front: the model is asked (one call)
// only when the grammar did not understand the message.
package model
