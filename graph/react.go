package graph

import (
	"context"
	"fmt"
	"strings"

	"github.com/memo-assistant/memo"
)

// reminderKind is the kind of the sent message a fired reminder is
// (memo.SentMessage.Kind).
const reminderKind = "reminder"

// doneEmoji are the reactions that say "done" about a reminder, without
// their modifiers (reactionBase).
var doneEmoji = map[string]bool{
	"👍": true, // thumbs up
	"✅": true, // check mark button
	"✔": true, // heavy check mark
	"☑": true, // ballot box with check
	"👌": true, // OK hand
}

// reactionBase is emoji without what only changes how it looks: skin
// tones (U+1F3FB–U+1F3FF) and the text/emoji presentation selectors, so
// 👍🏽 and ✔️ read as 👍 and ✔.
func reactionBase(emoji string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 0x1F3FB && r <= 0x1F3FF, r == 0xFE0F, r == 0xFE0E:
			return -1
		}
		return r
	}, strings.TrimSpace(emoji))
}

// react runs the turn of a reaction, with no planner and no model call:
// a "done" reaction (doneEmoji) to a reminder Memo sent, while no question
// waits for its answer, completes the reminder's tasks as "done" quoting
// it does, through the same step, so "undo" brings them back. Any other
// reaction is ignored quietly: the reply is empty and nothing changes,
// the pending question included. A reaction never answers a question.
func (r *Runner) react(ctx context.Context, t *turn) (memo.Reply, error) {
	rc := t.in.Shared.Reaction
	quiet := memo.Reply{ChatID: t.chat, Lang: t.lang, Success: true, Tool: "general.ignore"}
	if rc == nil || !doneEmoji[reactionBase(rc.Emoji)] || t.state.Pending != nil {
		return quiet, nil
	}
	tasks, err := r.quotedTasks(ctx, t.chat, rc.MessageID, reminderKind)
	if err != nil || len(tasks) == 0 {
		return quiet, err
	}
	t.text, t.source = "[reaction "+rc.Emoji+"]", "reaction"
	plan := memo.Plan{TurnID: t.planID, Text: rc.Emoji, Lang: t.lang, Source: "reaction", Steps: []memo.Step{
		{ID: "A", Capability: memo.CapTasks, Operation: memo.OpTaskComplete, Tasks: &memo.TaskArgs{FromQuote: true}},
	}}
	withQuote(plan, tasks)
	t.turnID = plan.TurnID
	if err := r.run(ctx, t, plan, 0); err != nil {
		return memo.Reply{}, err
	}
	return r.finish(ctx, t)
}

// quotedTasks returns the tasks of the message messageID Memo sent in the
// chat: those a reminder fired for, or a digest listed. kind, when not
// "", is the only kind of message that counts. None when the message is
// unknown or Config.Sent is nil.
func (r *Runner) quotedTasks(ctx context.Context, chat, messageID, kind string) ([]string, error) {
	if messageID == "" || r.cfg.Sent == nil {
		return nil, nil
	}
	msg, ok, err := r.cfg.Sent.FindSentMessage(ctx, chat, messageID)
	if err != nil {
		return nil, fmt.Errorf("find quoted message: %w", err)
	}
	if !ok || (kind != "" && msg.Kind != kind) {
		return nil, nil
	}
	return msg.TaskIDs, nil
}
