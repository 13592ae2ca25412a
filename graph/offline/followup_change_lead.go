package offline

import (
	"slices"
	"strings"

	"github.com/memo-assistant/memo"
)

// A change may be announced by a noun before it: "שינוי, יוצאים ב1600",
// "עדכון: ב-4", "change of plan, we're leaving at 4", "update: 5pm". Said
// right after an item was made, it moves that item to the time said, on
// its own day, whether the item's doing is said again before the time or
// not. The noun is a lead only closed by a mark or before a change (see
// reWrongLead): "עדכון תוכנה מחר ב9" is a reminder of a software update.

// changeLead are the nouns that announce a change of what was just set.
var changeLead = []string{
	"change of plan", "change of plans", "change in plans", "plan change", "slight change", "small change", "quick change",
	"update", "quick update", "small update", "שינוי", "שינוי קטן", "שינוי בתוכניות", "שינוי בתכניות", "שינוי תוכניות",
	"שינוי בתוכנית", "שינוי בתכנית", "שינוי תוכנית", "עדכון", "עדכון קטן",
}

// reChangeLeadMarked is a changeLead, or "correction"/"תיקון", closed by a
// mark at the start of a message.
var reChangeLeadMarked = compile(`(?i)^(?:` + alternation(append([]string{"correction", "תיקון"}, changeLead...)) + `)\s*[,.!:;…\-–—]+\s*`)

// reDoingThenTime is one or two words of letters, the doing said again,
// before a time that closes the text: "יוצאים ב1600", "we're leaving at 4".
var reDoingThenTime = compile(`(?i)^(?:\p{L}+(?:'\p{L}+)?)(?:\s+\p{L}+(?:'\p{L}+)?)?\s+((?:at\s+|around\s+|ב-?|בשעה\s+)\d.*)$`)

// changeLeadTime reads text, said after a change noun (raw is the message
// as typed), as the doing said again and the item's new time: the time.
// ok is false when raw opens with no such noun or text is not that shape.
func changeLeadTime(raw, text string) (string, bool) {
	if !strings.ContainsAny(raw, ",.!:;…-–—") || !reChangeLeadMarked.MatchString(toLower(strings.TrimSpace(raw))) {
		return "", false
	}
	text = strings.TrimSpace(text)
	g := reDoingThenTime.FindStringSubmatchIndex(text)
	if g == nil || reTimeWord.MatchString(text[:g[2]]) {
		return "", false // "עדכון: יוצאים מחר ב-5": a day said is read whole
	}
	return text[g[2]:g[3]], true
}

// changeLeadMove moves the item in focus to the time a change noun
// announced with its doing said again (see changeLeadTime).
func (m *message) changeLeadMove(raw, text string, f *memo.FocusItem) ([]memo.Step, bool, error) {
	at, ok := changeLeadTime(raw, text)
	if !ok || f.Kind != memo.FocusTask && f.Kind != memo.FocusEvent {
		return nil, false, nil
	}
	return m.moveFocus(at, f, true)
}

// changeLeadBeforeHour reports whether lead, said with no mark after it,
// is a changeLead and rest an hour alone: "change of plan at 6", "שינוי
// ב-6". "עדכון תוכנה ב9" is no such lead.
func changeLeadBeforeHour(lead, rest string) bool {
	if !slices.Contains(changeLead, strings.TrimSpace(lead)) {
		return false
	}
	_, ok := hourAlone(rest)
	return ok
}

// changeSubjects are the subjects a change noun is said before with no
// mark: "update we're leaving", "שינוי אנחנו יוצאים". "update the app"
// is a thing to do.
var changeSubjects = wordSet(`we're we i'm i they're they it's its he's she's we'll i'll אנחנו אני הם הן הוא היא זה`)

// changeLeadKept reports whether a title steps make keeps a change noun:
// one closing it ("theey swapped me, change of plan") or one, a slip off
// or not, before the colon that opens it ("upate: we're leaving"). The
// change of the item in focus was not read, and a new one made of it.
func changeLeadKept(steps []memo.Step) bool {
	for _, t := range madeTitles(steps) {
		low := strings.TrimRight(toLower(strings.TrimSpace(t)), " ,.!?;:…")
		for _, l := range changeLead {
			if strings.HasSuffix(low, ", "+l) || strings.HasSuffix(low, ","+l) || strings.Contains(l, " ") && strings.HasSuffix(low, " "+l) {
				return true // "software update" is a thing; "…, update" and "… change of plan" are not
			}
		}
		for _, l := range changeLead {
			if rest, ok := strings.CutPrefix(low, l+" "); ok {
				if first, _, _ := strings.Cut(rest, " "); changeSubjects[first] {
					return true // "update we're leaving": the change said with no mark
				}
			}
		}
		head, _, ok := strings.Cut(low, ":")
		if !ok || strings.Contains(head, " ") {
			continue
		}
		for _, l := range changeLead {
			if !strings.Contains(l, " ") && (head == l || len([]rune(l)) >= 5 && slipOf(head, l)) {
				return true
			}
		}
	}
	return false
}
