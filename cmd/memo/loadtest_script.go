package main

import (
	"context"
	"fmt"
	"time"

	"github.com/memo-assistant/memo"
)

// Scripts of the mix, English and Hebrew. Each cycle creates two tasks
// that share a word, lists them, deletes by that word (a question) and
// answers it by number, adds to a list, creates an event and asks what
// the day holds.
var (
	scriptEN = []string{
		"remind me tomorrow at 9 to call mom",
		"add task call the bank",
		"show my tasks",
		"delete call",
		"1",
		"add milk to shopping",
		"schedule a meeting with Dana tomorrow at 10",
		"what do I have tomorrow?",
	}
	scriptHE = []string{
		"תזכיר לי מחר ב-9 להתקשר לאמא",
		"תוסיף משימה להתקשר לבנק",
		"מה המשימות שלי",
		"מחק להתקשר",
		"1",
		"תוסיף חלב לקניות",
		"תקבע פגישה עם דנה מחר ב-10",
		"מה יש לי מחר?",
	}
	setupEN = "new list shopping: bread"
	setupHE = "רשימה חדשה קניות: לחם"
	// modelEN and modelHE are messages the grammar does not claim.
	modelEN = "my neighbour keeps parking across my driveway, how should I bring it up with him politely?"
	modelHE = "השכן שלי כל הזמן חוסם לי את החניה, איך לדבר איתו על זה בנימוס?"
)

// kindNames name the turns of a cycle of the script, then the model's.
var kindNames = []string{"reminder", "task", "list", "delete?", "answer", "add", "event", "day", "model"}

// kind names turn t of any chat's script.
func (h *harness) kind(t int) string {
	if t < 0 {
		return "setup"
	}
	i := t % len(scriptEN)
	if h.lc.modelEvery > 0 && (t+1)%h.lc.modelEvery == 0 && i == len(scriptEN)-1 {
		return "model"
	}
	return kindNames[i]
}

// script is chat c's message t: even chats write English, odd Hebrew.
// A model message replaces a cycle's day query, so the question and its
// answer stay together.
func (h *harness) script(c, t int) string {
	he := c%2 == 1
	if t < 0 {
		if he {
			return setupHE
		}
		return setupEN
	}
	lines := scriptEN
	if he {
		lines = scriptHE
	}
	i := t % len(lines)
	if h.lc.modelEvery > 0 && (t+1)%h.lc.modelEvery == 0 && i == len(lines)-1 {
		if he {
			return modelHE
		}
		return modelEN
	}
	return lines[i]
}

// preload gives every user of phase name lc.tasks tasks, a tenth of them
// due in the coming days.
func (h *harness) preload(ctx context.Context, name string) error {
	base := time.Now().Add(24 * time.Hour)
	return h.pool(ctx, h.lc.chats, func(c int) error {
		user := fmt.Sprintf("%s-%d", name, c)
		if _, err := h.a.db.EnsureUser(ctx, user, h.a.cfg.Zone.String(), ""); err != nil {
			return err
		}
		for i := 0; i < h.lc.tasks; i++ {
			d := memo.TaskDraft{Text: fmt.Sprintf("errand %d pick up parcel %d", i, i*7919%10007)}
			if i%10 == 0 {
				due := base.Add(time.Duration(i) * time.Hour)
				d.DueDate = &due
			}
			if _, err := h.a.db.CreateTask(ctx, user, fmt.Sprintf("preload-%s-%d", user, i), d); err != nil {
				return fmt.Errorf("preload: %w", err)
			}
		}
		return nil
	})
}
