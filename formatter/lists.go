package formatter

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// lists renders the result of a list operation. Every operation but getAll
// carries its list as Items[0].
func (w *writer) lists(step memo.Step, r memo.Result) string {
	ls := r.Lists()
	op := operation(step, r)
	if op == memo.OpListGetAll {
		return w.allLists(ls)
	}
	if len(ls) == 0 {
		return w.pick("✅ Done.", "✅ בוצע.")
	}
	l := ls[0]
	var body string
	switch op {
	case memo.OpListCreate:
		body = w.listCreated(l)
	case memo.OpListGet:
		body = w.listShown(l)
	case memo.OpListAdd:
		body = w.itemsAdded(l, r.Meta)
	case memo.OpListRemove:
		if step.Lists != nil && step.Lists.Which != "" {
			body = w.listCleared(l, r.Meta, step.Lists.Which)
			break
		}
		body = w.itemsChanged(l, r.Meta, memo.OpListRemove)
	case memo.OpListCheck, memo.OpListUncheck:
		body = w.itemsChanged(l, r.Meta, op)
	case memo.OpListDelete:
		body = w.pick("🗑️ Deleted the list ", "🗑️ מחקתי את הרשימה ") + w.bold(l.Name) + "."
	case memo.OpListRename:
		old := ""
		if len(r.Meta.Summaries) > 0 {
			old = r.Meta.Summaries[0]
		}
		if old != "" {
			body = w.pick("✏️ Renamed the list ", "✏️ שיניתי את שם הרשימה ") + w.bold(old) + w.pick(" to ", " ל") + w.bold(l.Name) + "."
		} else {
			body = w.pick("✏️ The list is now called ", "✏️ שם הרשימה עכשיו ") + w.bold(l.Name) + "."
		}
	default:
		body = w.pick("✅ Done.", "✅ בוצע.")
	}
	return lines(body, w.itemErrors(r.Meta))
}

// items numbers a list's entries, with ☐/☑ on a checklist, and remembers
// the numbering for "check 2". An empty list is remembered too (with no
// entries), so "add milk" right after it goes to the list in view.
func (w *writer) items(l memo.List) string {
	n := &memo.NumberedList{Capability: memo.CapLists, Kind: memo.NumberedListItems, ParentID: l.ID}
	n.IDs, n.Titles = []string{}, []string{}
	rows := make([]string, len(l.Items))
	for i, it := range l.Items {
		n.IDs = append(n.IDs, it.ID)
		n.Titles = append(n.Titles, it.Text)
		row := itoa(i+1) + ". "
		if l.IsChecklist {
			if it.Checked {
				row += "☑ "
			} else {
				row += "☐ "
			}
		}
		rows[i] = row + w.user(it.Text)
	}
	w.numbered = n
	return strings.Join(rows, "\n")
}

// itemCount words a number of list items: "3 items", "פריט אחד".
func (w *writer) itemCount(n int) string {
	switch n {
	case 0:
		return w.pick("empty", "ריקה")
	case 1:
		return w.pick("1 item", "פריט אחד")
	}
	return w.pick(itoa(n)+" items", itoa(n)+" פריטים")
}

func (w *writer) listCreated(l memo.List) string {
	head := w.pick("📝 Created the list ", "📝 יצרתי את הרשימה ") + w.bold(l.Name)
	if len(l.Items) == 0 {
		w.items(l)
		return head + ".\n" + w.pick("Add items with “add milk to ", "אפשר להוסיף פריטים, למשל „תוסיף חלב לרשימה ") + w.user(l.Name) + "”."
	}
	return head + ":\n" + w.items(l)
}

func (w *writer) listShown(l memo.List) string {
	if len(l.Items) == 0 {
		w.items(l)
		return w.pick("📝 The list ", "📝 הרשימה ") + w.bold(l.Name) + w.pick(" is empty.", " ריקה.")
	}
	checked := 0
	for _, it := range l.Items {
		if it.Checked {
			checked++
		}
	}
	head := "📝 " + w.bold(l.Name) + " — "
	if l.IsChecklist && checked > 0 {
		head += w.pick(itoa(checked)+" of "+itoa(len(l.Items))+" done", itoa(checked)+" מתוך "+itoa(len(l.Items))+" סומנו")
	} else {
		head += w.itemCount(len(l.Items))
	}
	out := head + ":\n" + w.items(l)
	if l.IsChecklist && checked < len(l.Items) {
		out += "\n\n" + w.pick("_Reply “check 1” to tick an item._", "_אפשר לכתוב „סמן 1” כדי לסמן פריט._")
	}
	return out
}

func (w *writer) allLists(ls []memo.List) string {
	if len(ls) == 0 {
		return w.pick("You have no lists yet. To start one, send e.g. “new list shopping: milk, bread”.",
			"אין לך עדיין רשימות. כדי ליצור אחת, כתוב למשל „רשימת קניות: חלב, לחם”.")
	}
	n := &memo.NumberedList{Capability: memo.CapLists, Kind: memo.NumberedLists}
	rows := []string{w.pick("📋 Your lists:", "📋 הרשימות שלך:")}
	for i, l := range ls {
		n.IDs = append(n.IDs, l.ID)
		n.Titles = append(n.Titles, l.Name)
		rows = append(rows, itoa(i+1)+". "+w.bold(l.Name)+" — "+w.itemCount(len(l.Items)))
	}
	w.numbered = n
	return strings.Join(rows, "\n")
}

// itemsAdded words addItems: Summaries were added, NotFound were on the
// list already.
func (w *writer) itemsAdded(l memo.List, m memo.Meta) string {
	var head string
	switch added := m.Summaries; len(added) {
	case 0:
		if len(m.NotFound) == 0 {
			head = w.pick("Nothing was added to ", "לא הוספתי כלום לרשימה ") + w.bold(l.Name) + "."
		}
	case 1:
		head = w.pick("➕ Added "+w.bold(added[0])+" to ", "➕ הוספתי את "+w.bold(added[0])+" לרשימה ") + w.bold(l.Name) + "."
	default:
		head = w.pick("➕ Added "+itoa(len(added))+" items to ", "➕ הוספתי "+itoa(len(added))+" פריטים לרשימה ") + w.bold(l.Name) + ":\n" + w.bullets(w.userAll(added))
	}
	var already string
	switch len(m.NotFound) {
	case 0:
	case 1:
		already = w.bold(m.NotFound[0]) + w.pick(" is already on the list.", " כבר ברשימה.")
	default:
		already = w.pick("Already on the list: ", "כבר ברשימה: ") + w.boldAll(m.NotFound) + "."
	}
	return lines(head, already)
}

// itemsChanged words removeItems, checkItems and uncheckItems: Summaries
// are the items changed, NotFound the texts that matched no item.
func (w *writer) itemsChanged(l memo.List, m memo.Meta, op memo.Op) string {
	done := m.Summaries
	name := w.bold(l.Name)
	var head string
	switch {
	case len(done) == 0 && len(m.NotFound) == 0:
		head = w.pick("Nothing changed on ", "לא שיניתי כלום ברשימה ") + name + "."
	case len(done) == 0:
	case op == memo.OpListRemove && len(done) == 1:
		head = w.pick("🗑️ Removed "+w.bold(done[0])+" from ", "🗑️ הסרתי את "+w.bold(done[0])+" מהרשימה ") + name + "."
	case op == memo.OpListRemove:
		head = w.pick("🗑️ Removed "+itoa(len(done))+" items from ", "🗑️ הסרתי "+itoa(len(done))+" פריטים מהרשימה ") + name + ":\n" + w.bullets(w.userAll(done))
	case op == memo.OpListCheck && len(done) == 1:
		head = w.pick("☑ Checked off "+w.bold(done[0])+" on ", "☑ סימנתי את "+w.bold(done[0])+" ברשימה ") + name + "."
	case op == memo.OpListCheck:
		head = w.pick("☑ Checked off "+itoa(len(done))+" items on ", "☑ סימנתי "+itoa(len(done))+" פריטים ברשימה ") + name + ":\n" + w.bullets(w.userAll(done))
	case len(done) == 1:
		head = w.pick("☐ Unchecked "+w.bold(done[0])+" on ", "☐ ביטלתי את הסימון של "+w.bold(done[0])+" ברשימה ") + name + "."
	default:
		head = w.pick("☐ Unchecked "+itoa(len(done))+" items on ", "☐ ביטלתי את הסימון של "+itoa(len(done))+" פריטים ברשימה ") + name + ":\n" + w.bullets(w.userAll(done))
	}
	var missing []string
	names, refs := splitRefs(m.NotFound)
	if len(refs) > 0 {
		missing = append(missing, w.pick("There's no item number "+strings.Join(refs, ", ")+" on the list.",
			"אין ברשימה פריט מספר "+strings.Join(refs, ", ")+"."))
	}
	if len(names) > 0 {
		missing = append(missing, w.pick("Not on the list: ", "לא מצאתי ברשימה: ")+w.quoteAll(names)+".")
	}
	var cheer string
	if op == memo.OpListCheck && len(done) > 0 && allChecked(l) {
		cheer = w.pick("🎉 Everything on the list is checked off.", "🎉 כל הפריטים ברשימה מסומנים.")
	}
	return lines(head, lines(missing...), cheer)
}

// listCleared words a removeItems of items named by kind: "clear the
// shopping list" or "remove the checked items". The items are counted,
// not listed: the user asked for all of them, and undo brings them back.
func (w *writer) listCleared(l memo.List, m memo.Meta, which string) string {
	name := w.bold(l.Name)
	n := len(m.Summaries)
	switch {
	case n == 0 && which == memo.ItemsChecked:
		return w.pick("Nothing on ", "אין ברשימה ") + name + w.pick(" is checked off.", " פריטים מסומנים.")
	case n == 0:
		return name + w.pick(" is already empty.", " כבר ריקה.")
	case which == memo.ItemsChecked && n == 1:
		return w.pick("🧹 Removed the checked item "+w.bold(m.Summaries[0])+" from ", "🧹 הסרתי את הפריט המסומן "+w.bold(m.Summaries[0])+" מהרשימה ") + name + "." + w.leftOn(l)
	case which == memo.ItemsChecked:
		return w.pick("🧹 Removed "+itoa(n)+" checked items from ", "🧹 הסרתי "+itoa(n)+" פריטים מסומנים מהרשימה ") + name + "." + w.leftOn(l)
	case n == 1:
		return w.pick("🧹 Cleared ", "🧹 רוקנתי את הרשימה ") + name + w.pick(": removed "+w.bold(m.Summaries[0])+".", ": הסרתי את "+w.bold(m.Summaries[0])+".")
	}
	return w.pick("🧹 Cleared ", "🧹 רוקנתי את הרשימה ") + name + w.pick(": removed "+itoa(n)+" items.", ": הסרתי "+itoa(n)+" פריטים.")
}

// leftOn says how many items a list still has after some were removed.
func (w *writer) leftOn(l memo.List) string {
	switch len(l.Items) {
	case 0:
		return w.pick(" The list is empty now.", " הרשימה ריקה עכשיו.")
	case 1:
		return w.pick(" 1 item left.", " נשאר פריט אחד.")
	}
	return w.pick(" "+itoa(len(l.Items))+" items left.", " נשארו "+itoa(len(l.Items))+" פריטים.")
}

func (w *writer) userAll(xs []string) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = w.user(x)
	}
	return out
}

func allChecked(l memo.List) bool {
	for _, it := range l.Items {
		if !it.Checked {
			return false
		}
	}
	return len(l.Items) > 0
}
