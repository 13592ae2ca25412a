package formatter

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// recent tells the chat's last changes, newest first: "what did you do?".
func (w *writer) recent(acts []memo.Action) string {
	if len(acts) == 0 {
		return w.pick("I haven't changed anything lately.", "לא שיניתי כלום לאחרונה.")
	}
	rows := make([]string, 0, len(acts))
	for _, a := range acts {
		row := w.actionLine(a)
		if a.Undone {
			row += w.pick(" (undone)", " (בוטל)")
		}
		rows = append(rows, row)
	}
	return w.pick("Here's what I did last:", "זה מה שעשיתי לאחרונה:") + "\n" + w.bullets(rows)
}

// actionLine words one change: what was done and to which items.
func (w *writer) actionLine(a memo.Action) string {
	var names []string
	created, deleted := 0, 0
	for _, c := range a.Tasks {
		names = append(names, w.taskName(c))
		created, deleted = created+b2i(c.Before == nil), deleted+b2i(c.After == nil)
	}
	for _, c := range a.Events {
		e := c.After
		if e == nil {
			e = c.Before
		}
		names = append(names, w.bold(e.Summary)+" — "+w.when(e.Start.In(w.loc)))
		created, deleted = created+b2i(c.Before == nil), deleted+b2i(c.After == nil)
	}
	for _, c := range a.Lists {
		names = append(names, w.listChange(c))
		created, deleted = created+b2i(c.Before == nil), deleted+b2i(c.After == nil)
	}
	if a.User != nil {
		return w.pick("Changed your time zone (it was ", "שיניתי את אזור הזמן שלך (היה ") + a.User.TimeZone + ")"
	}
	var verb string
	switch {
	case a.Operation == memo.OpTaskComplete:
		verb = w.pick("Marked done", "סימנתי כבוצע")
	case created > 0 && deleted == 0:
		verb = w.pick("Added", "הוספתי")
	case deleted > 0 && created == 0:
		verb = w.pick("Deleted", "מחקתי")
	default:
		verb = w.pick("Changed", "שיניתי")
	}
	return verb + ": " + strings.Join(names, ", ")
}

// taskName names a changed task with its due time.
func (w *writer) taskName(c memo.TaskChange) string {
	t := c.After
	if t == nil {
		t = c.Before
	}
	if t.DueDate != nil {
		return w.bold(t.Text) + " — " + w.when(t.DueDate.In(w.loc))
	}
	return w.bold(t.Text)
}

// listChange names a changed list with the items that came or went.
func (w *writer) listChange(c memo.ListChange) string {
	switch {
	case c.Before == nil:
		var items []string
		for _, it := range c.After.Items {
			items = append(items, it.Text)
		}
		return w.bold(c.After.Name) + w.itemsSuffix(items)
	case c.After == nil:
		return w.bold(c.Before.Name)
	}
	had := map[string]bool{}
	for _, it := range c.Before.Items {
		had[strings.ToLower(it.Text)+boolKey(it.Checked)] = true
	}
	var changed []string
	for _, it := range c.After.Items {
		if !had[strings.ToLower(it.Text)+boolKey(it.Checked)] {
			changed = append(changed, it.Text)
		}
	}
	now := map[string]bool{}
	for _, it := range c.After.Items {
		now[strings.ToLower(it.Text)] = true
	}
	for _, it := range c.Before.Items {
		if !now[strings.ToLower(it.Text)] {
			changed = append(changed, it.Text)
		}
	}
	return w.bold(c.After.Name) + w.itemsSuffix(changed)
}

func (w *writer) itemsSuffix(items []string) string {
	if len(items) == 0 {
		return ""
	}
	q := make([]string, len(items))
	for i, it := range items {
		q[i] = w.user(it)
	}
	return " (" + strings.Join(q, ", ") + ")"
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func boolKey(b bool) string {
	if b {
		return "\x00x"
	}
	return "\x00o"
}
