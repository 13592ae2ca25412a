// Package graph runs one turn of a conversation through Memo's pipeline:
//
//	planner → entity resolution → HITL gate → executor → formatter/writer
//
// A turn reads its chat's conversation state once, at its start, and
// writes it once, at its end (memo.ConversationState). Stages hand each
// other typed values (memo.Plan, memo.Step, memo.Result, memo.Pending):
// resolution, the gate and the executor are functions of the step they
// are given and what the turn knows, returning a step, a question or a
// result, and whatever a plan needs to resume lives in its steps. When a
// step needs the user — "which one?", "are you sure?", "at what time?" —
// the plan and the step are saved as a pending question with the turn's
// write and the turn ends with the question. The user's answer is read
// without a model (package resolution) and the saved plan resumes at the
// step that asked; steps that already ran are found in the step log by
// their idempotency key and never run again.
package graph
