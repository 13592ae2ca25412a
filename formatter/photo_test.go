package formatter_test

import (
	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/formatter"
)

// photoCases are the replies to a photo: what it showed offered with yes
// / no, nothing found, and no model to read it.
func photoCases() []goldenCase {
	ask := func(f fx, step memo.Step, subject string) formatter.Input {
		in := f.input()
		in.Pending = pending(memo.PendingConfirm, memo.ReasonPhotoSave, subject, step)
		return in
	}
	general := func(f fx, why memo.UnknownReason, seen string) formatter.Input {
		return f.input(formatter.StepOutcome{Step: memo.Step{ID: "A", Capability: memo.CapGeneral, Operation: memo.OpUnknown,
			General: &memo.GeneralArgs{Reason: why, Text: seen}}})
	}
	task := func(f fx, d memo.TaskDraft) memo.Step {
		return memo.Step{ID: "A", Capability: memo.CapTasks, Operation: memo.OpTaskCreate, Tasks: &memo.TaskArgs{Drafts: []memo.TaskDraft{d}}}
	}
	store := func(d memo.MemoryDraft) memo.Step {
		return memo.Step{ID: "A", Capability: memo.CapMemory, Operation: memo.OpMemoryStore, Memory: &memo.MemoryArgs{Draft: &d}}
	}
	return []goldenCase{
		{name: "photo_task_due", build: func(f fx) formatter.Input {
			text := f.s("Pay the electricity bill (₪412.50)", "לשלם את חשבון החשמל (412.50 ₪)")
			return ask(f, task(f, memo.TaskDraft{Text: text, DueDate: f.at(5, 9, 0)}), text)
		}},
		{name: "photo_task", build: func(f fx) formatter.Input {
			text := f.s("Renew the car insurance", "לחדש את ביטוח הרכב")
			return ask(f, task(f, memo.TaskDraft{Text: text}), text)
		}},
		{name: "photo_note", build: func(f fx) formatter.Input {
			text := f.s("Wifi network Cafe Nona, password Blue-Tiger-42", "רשת וויפי קפה נונה, סיסמה Blue-Tiger-42")
			return ask(f, store(memo.MemoryDraft{Kind: memo.MemoryNote, Text: text}), text)
		}},
		{name: "photo_contact", build: func(f fx) formatter.Input {
			name := f.s("Dana Levi", "דנה לוי")
			return ask(f, store(memo.MemoryDraft{Kind: memo.MemoryContact, Name: name, Phone: "+972 50-111-2222, 03-555-6666",
				Email: "dana@example.com", Notes: f.s("Acme Design", "סטודיו אקמה")}), name)
		}},
		{name: "photo_empty", build: func(f fx) formatter.Input {
			return general(f, memo.ReasonPhotoEmpty, f.s("a sunset over the sea", "שקיעה מעל הים"))
		}},
		{name: "photo_empty_unseen", build: func(f fx) formatter.Input { return general(f, memo.ReasonPhotoEmpty, "") }},
		{name: "photo_off", build: func(f fx) formatter.Input { return general(f, memo.ReasonPhotoOff, "") }},
	}
}
