// Package graph runs one turn of a conversation through Memo's pipeline:
//
//	planner → entity resolution → HITL gate → executor → formatter/writer
//
// Stages hand each other typed values (memo.Plan, memo.Step, memo.Result,
// memo.Pending). When a step needs the user — "which one?", "are you sure?",
// "at what time?" — the gate saves the plan and the step as a pending
// question in the conversation state and the turn ends with the question.
// The user's answer is read without a model (package resolution) and the
// saved plan resumes at the step that asked; steps that already ran are
// found in the step log by their idempotency key and never run again.
package graph
