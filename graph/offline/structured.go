package offline

import (
	"context"
	"strings"
	"unicode"

	"github.com/memo-assistant/memo"
)

// A request written as a form, the way a precise writer fills one in:
//
//	Please create a calendar event: "Sprint planning", 2026-12-07 (Monday), 09:30–10:30, location: Meeting room B (3rd floor).
//	Create an event "Dentist appointment" on 2026-12-10 at 14:00 (duration: 45 minutes).
//	Add a task: "Renew passport" (no date).
//	תיצור רשימה חדשה בשם "ספרים לקרוא" ותוסיף אליה: האחים קרמזוב, …
//
// Its parts are read apart and the rest is read as any request
// (planStructured): a quoted span is a title, name or item word for word
// (structured_quotes.go); a labelled field fills its field ("location:",
// "מיקום:") or is said as the grammar says it ("duration: 45 minutes" is
// "for 45 minutes"); a remark in parentheses about the message ("(no
// date)", "(local time)", "(exactly as written)", "(It is a 4-digit
// code.)") and a closing note ("Only one reminder, not repeating.") name
// nothing of the thing, and are held to: a "(no date)" thing given a date,
// a "not repeating" one that repeats, are declined. A weekday in
// parentheses after a date is the weekday said with it: one that names
// another day is asked about as "Tuesday 2026-12-07" is. A parenthesis
// that belongs to an item ("oat milk (1 L)", "bananas (6)", "Meeting room
// B (3rd floor)") stays. The thing read must hold every quoted span: one
// the reading cut ('"Sprint planning" location: …' read as a title) or
// left out is declined, never guessed.

// structured is a form-like request taken apart (see readStructured).
type structured struct {
	text   string   // the request with its quotes opened and its fields and notes taken out
	quotes []string // the quoted spans, word for word
	marked []string // the quoted spans with their marks
	// onlyQuotes is a form with quotes and nothing else read apart.
	onlyQuotes bool
	place      string // a "location:" field
	noDate     bool   // "(no date)"
	once       bool   // "not repeating", "only one reminder"
	repeat     bool   // "a repeating reminder"
	// twoPlaces is a form with two places, one of them not meant.
	twoPlaces bool
}

// planStructured plans a form-like request (see structured): its text
// read as any request, then its quoted spans, fields and notes held to
// what was read. ok is false for a message with none of them.
func (p *Planner) planStructured(ctx context.Context, req memo.PlanRequest) (memo.Plan, bool, error) {
	s, ok := readStructured(req.Text)
	if !ok {
		return memo.Plan{}, false, nil
	}
	inner := req
	inner.Text = s.text
	plan, err := p.planText(ctx, inner)
	if s.onlyQuotes && (err != nil || len(plan.Steps) == 1 && plan.Steps[0].Operation == memo.OpUnknown) {
		// 'when is my meeting with "that guy again"': what the quotes
		// hold is read as written.
		plan, err = p.planText(ctx, req)
		return plan, true, err
	}
	if err != nil || len(plan.Steps) == 1 && plan.Steps[0].Capability == memo.CapGeneral {
		return plan, true, err
	}
	held := s.hold(plan.Steps)
	if !held && s.onlyQuotes && !makes(plan.Steps) {
		// 'when is my meeting with "that guy again"': a look-up whose
		// quotes were not read apart is read as written.
		plan, err = p.planText(ctx, req)
		return plan, true, err
	}
	if !held {
		plan.Steps, plan.Tentative = []memo.Step{general(memo.OpUnknown, "")}, false
	}
	return plan, true, nil
}

// readStructured takes a form-like request apart; ok is false when it has
// no quoted span, field or note.
func readStructured(text string) (structured, bool) {
	var s structured
	t := text
	t, s.place = takeFields(t)
	s.twoPlaces = s.place == "" && t != text && reField.MatchString(t)
	t, s.noDate = dropNotes(t)
	t = weekdayNoted(t)
	t, s.once = dropOnceNote(t)
	t, s.repeat = dropRepeatingWord(t)
	t = factHeading(t)
	t = listJoin(t)
	t0 := t
	t, s.quotes, s.marked = openQuotes(t)
	s.onlyQuotes = t0 == text
	s.text = tidySpaces(t)
	if s.text == tidySpaces(text) || s.text == "" {
		return structured{}, false
	}
	return s, true
}

// reSpaces is a run of spaces within a line, and the spaces around a line
// break.
var reSpaces = compile(`[ \t]*\n[ \t]*|[ \t]{2,}`)

// tidySpaces writes each run of spaces the taking apart left as one, and
// keeps the line breaks: a line's end may be a sentence's.
func tidySpaces(s string) string {
	if !strings.ContainsAny(s, "\n\t") && !strings.Contains(s, "  ") {
		return strings.TrimSpace(s) // no run to write: most messages
	}
	return strings.TrimSpace(reSpaces.ReplaceAllStringFunc(s, func(m string) string {
		if strings.Contains(m, "\n") {
			return "\n"
		}
		return " "
	}))
}

// hold reports whether steps keep what the form said, writing each
// quoted span back word for word and the place into its field.
func (s structured) hold(steps []memo.Step) bool {
	fields := textFields(steps)
	for _, f := range fields {
		*f.p = strings.ReplaceAll(*f.p, quoteComma, ",")
	}
	for i, q := range s.quotes {
		if !holdQuote(fields, q, s.marked[i]) {
			return false
		}
	}
	events, dated, repeats, creates := 0, false, false, false
	for i := range steps {
		st := &steps[i]
		if c := st.Calendar; c != nil && eventCreate[st.Operation] {
			creates = true
			for j := range c.Drafts {
				events++
				dated = true
				repeats = repeats || c.Drafts[j].Recurrence != nil
				if s.place != "" {
					if c.Drafts[j].Location != "" {
						return false
					}
					c.Drafts[j].Location = s.place
				}
			}
		}
		if t := st.Tasks; t != nil && st.Operation == memo.OpTaskCreate {
			creates = true
			for _, d := range t.Drafts {
				dated = dated || d.DueDate != nil || d.Recurrence != nil
				repeats = repeats || d.Recurrence != nil
			}
		}
	}
	switch {
	case s.twoPlaces:
		return false
	case s.place != "" && events == 0:
		return false // a place for what is not an event
	case (s.noDate || s.once || s.repeat) && !creates:
		return false
	case s.noDate && dated, s.once && repeats, s.repeat && !repeats:
		return false
	}
	return true
}

// makes reports whether steps make or keep something new.
func makes(steps []memo.Step) bool {
	for _, st := range steps {
		if eventCreate[st.Operation] || st.Operation == memo.OpTaskCreate || st.Operation == memo.OpListCreate || st.Operation == memo.OpListAdd || st.Memory != nil && st.Memory.Draft != nil {
			return true
		}
	}
	return false
}

// eventCreate are the operations that make events.
var eventCreate = map[memo.Op]bool{memo.OpEventCreate: true, memo.OpEventCreateMultiple: true,
	memo.OpEventCreateRecurring: true, memo.OpEventCreateMultipleRecurring: true}

// holdQuote reports whether fields hold the quoted q (written with its
// marks as marked): a field q holds whole, cut by the reading ("Mythical
// Man-Month" of "The Mythical Man-Month"), is written back as q; a title
// or fact that holds q among other words ('tell Dana "happy birthday"')
// gets its marks back. A name or item is the quoted span alone.
func holdQuote(fields []textField, q, marked string) bool {
	want, held := normQuote(q), false
	for _, f := range fields {
		got := normQuote(*f.p)
		switch {
		case got == "":
		case got == want || onlyArticlesCut(want, got):
			*f.p, held = q, true
		case !f.whole && strings.Contains(" "+got+" ", " "+want+" "):
			if i := strings.Index(*f.p, q); i >= 0 {
				*f.p = (*f.p)[:i] + marked + (*f.p)[i+len(q):]
			}
			held = true
		}
	}
	return held
}

// onlyArticlesCut reports whether got is want with only articles cut
// off its ends ("mythical man month" of "the mythical man month"): a
// quote the reading took a time or a verb out of is no title as written.
func onlyArticlesCut(want, got string) bool {
	i := strings.Index(" "+want+" ", " "+got+" ")
	if i < 0 {
		return false
	}
	for _, w := range strings.Fields(want[:i] + " " + want[min(i+len(got), len(want)):]) {
		if !articles[w] {
			return false
		}
	}
	return true
}

// articles are the words a reading may cut off a quoted title's ends.
var articles = wordSet(`the a an`)

// textField is a text a step would store or look for; whole is whether a
// quoted span must be all of it (a list's name, an item, a target).
type textField struct {
	p     *string
	whole bool
}

// normQuote is the words of s, lower-cased, for comparing a quoted span
// with what was read of it: the reading may drop a comma or a dash.
func normQuote(s string) string {
	return strings.Join(strings.FieldsFunc(toLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.Is(unicode.Mn, r)
	}), " ")
}

// textFields returns the texts steps would store or look for.
func textFields(steps []memo.Step) []textField {
	var out []textField
	for i := range steps {
		st := &steps[i]
		if t := st.Tasks; t != nil {
			for j := range t.Drafts {
				out = append(out, textField{&t.Drafts[j].Text, false})
			}
			for j := range t.Targets {
				out = append(out, textField{&t.Targets[j], true})
			}
			out = append(out, textField{&t.NewText, false})
		}
		if c := st.Calendar; c != nil {
			for j := range c.Drafts {
				out = append(out, textField{&c.Drafts[j].Summary, false})
			}
			out = append(out, textField{&c.Summary, true})
			if c.Fields != nil {
				out = append(out, textField{&c.Fields.Summary, false})
			}
		}
		if l := st.Lists; l != nil {
			out = append(out, textField{&l.Name, true}, textField{&l.NewName, true})
			for j := range l.Items {
				out = append(out, textField{&l.Items[j], true})
			}
		}
		if m := st.Memory; m != nil {
			if m.Draft != nil {
				out = append(out, textField{&m.Draft.Text, false}, textField{&m.Draft.Subject, false}, textField{&m.Draft.Value, false})
			}
			out = append(out, textField{&m.Query, false})
		}
	}
	return out
}
