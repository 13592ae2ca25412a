package formatter

import "github.com/memo-assistant/memo"

// memoryLatest answers "what did I just save?": the newest memory, and
// the reminder or event made after it, when the result carries one.
func (w *writer) memoryLatest(r memo.Result, ms []memo.Memory) string {
	var after string
	for _, it := range r.Items {
		switch v := it.(type) {
		case memo.Task:
			after = w.pick("⏰ the reminder ", "⏰ התזכורת ") + w.bold(v.Text)
			if v.DueDate == nil {
				after = w.pick("✅ the task ", "✅ המשימה ") + w.bold(v.Text)
			} else {
				after += " — " + w.when(*v.DueDate)
			}
		case memo.Event:
			after = w.pick("📅 the event ", "📅 האירוע ") + w.bold(v.Summary) + " — " + w.when(v.Start)
		}
	}
	if len(ms) == 0 {
		if after != "" {
			return w.pick("You haven't asked me to remember anything yet. The last thing I made is ",
				"עוד לא ביקשת ממני לזכור כלום. הדבר האחרון שיצרתי הוא ") + after + "."
		}
		return w.pick("You haven't asked me to remember anything yet. Try “remember that the gate code is 4512”.",
			"עוד לא ביקשת ממני לזכור כלום. אפשר לכתוב למשל „תזכור שהקוד של השער הוא 4512”.")
	}
	out := w.pick("🧠 The last thing you asked me to remember: ", "🧠 הדבר האחרון שביקשת שאזכור: ") + w.memoryLine(ms[0])
	if after != "" {
		out += "\n" + w.pick("After it I also made ", "אחריו יצרתי גם את ") + after + "."
	}
	return out
}
