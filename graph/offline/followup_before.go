package offline

import (
	"strconv"
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// A reminder counted back from the thing in focus, with no thing named to
// count from: after "יש לי מבחן ביום שלישי בתשע", "תזכיר לי יום לפני
// בשמונה בערב לחזור על החומר" is Monday at 20:00; "remind me the day
// before at 8pm to study", "and an hour before too". A lead in days moves
// the day (to the hour said, or the thing's own hour); a lead in hours or
// minutes moves the moment, and said with an hour of the day it is left to
// the reminder readers, whose thing is at that hour. With nothing in focus
// to count from, a lead in days said with an hour is declined: never today.
var (
	// reBeforeHeadEN and reBeforeHeadHE are the command such a reminder
	// opens with, when it opens with one.
	reBeforeHeadEN = compile(`(?i)^(?:(?:please\s+)?(?:remind|ping)\s+me\s+(?:also\s+)?|also\s+)`)
	reBeforeHeadHE = compile(`^(?:(?:תזכיר|תזכירי)\s+לי\s+(?:גם\s+)?|גם\s+)`)
	// reLeadBackEN and reLeadBackHE are the lead: the amount is group 1
	// (digits or a word), its unit group 2, or a whole phrase group 3.
	reLeadBackEN = compile(`(?i)(?:^|\s)(?:(\d+|a|an|one|two|three|four|five|ten|fifteen|twenty|thirty|half\s+an)\s+(minutes?|mins?|hours?|hrs?|days?|weeks?)|(the\s+day|a\s+day|the\s+night|the\s+evening))\s+(?:before|earlier|ahead)(?:\s+(?:it|that|then))?(?:\s|$|[,.!?])`)
	reLeadBackHE = compile(`(?:^|\s)(?:(\d+)\s+(דקות|שעות|ימים)|(יום|יומיים|שבוע|שעה|שעתיים|חצי\s+שעה|רבע\s+שעה|ערב|בערב))\s+(?:לפני|קודם)(?:\s+(?:כן|זה))?(?:\s|$|[,.!?])`)
)

// leadBack is a lead read by beforeFocus: days back, or a duration back;
// part is the hour a lead to an evening or a morning comes at.
type leadBack struct {
	days int
	back time.Duration
	part int
}

// readLeadBack reads the lead phrase of g, a match of reLeadBackEN or
// reLeadBackHE in low.
func readLeadBack(low string, g []int) (leadBack, bool) {
	word := func(i int) string {
		if g[2*i] < 0 {
			return ""
		}
		return strings.TrimSpace(low[g[2*i]:g[2*i+1]])
	}
	if p := word(3); p != "" {
		switch p {
		case "the day", "a day", "יום":
			return leadBack{days: 1}, true
		case "יומיים":
			return leadBack{days: 2}, true
		case "שבוע":
			return leadBack{days: 7}, true
		case "the night", "the evening", "ערב", "בערב":
			return leadBack{days: 1, part: 20}, true
		case "שעה":
			return leadBack{back: time.Hour}, true
		case "שעתיים":
			return leadBack{back: 2 * time.Hour}, true
		case "רבע שעה":
			return leadBack{back: 15 * time.Minute}, true
		}
		return leadBack{back: 30 * time.Minute}, true // "חצי שעה"
	}
	if strings.HasPrefix(word(1), "half") {
		return leadBack{back: 30 * time.Minute}, strings.HasPrefix(word(2), "h") // "half an hour"
	}
	n, err := strconv.Atoi(word(1))
	if err != nil {
		if n = numberWords[word(1)]; n == 0 {
			return leadBack{}, false
		}
	}
	switch u := word(2); {
	case strings.HasPrefix(u, "w"):
		return leadBack{days: 7 * n}, true
	case strings.HasPrefix(u, "d"), u == "ימים":
		return leadBack{days: n}, true
	case strings.HasPrefix(u, "h"), u == "שעות":
		return leadBack{back: time.Duration(n) * time.Hour}, true
	}
	return leadBack{back: time.Duration(n) * time.Minute}, true
}

// beforeFocus reads a reminder counted back from the thing in focus. ok is
// false when text is no such reminder; a step of OpUnknown declines one
// that has nothing to count from.
func (m *message) beforeFocus(text string, c Cleaned) ([]memo.Step, bool) {
	low := toLower(text)
	if len(low) != len(text) {
		return nil, false
	}
	he := hebrewText(text)
	head, lead := reBeforeHeadEN, reLeadBackEN
	if he {
		head, lead = reBeforeHeadHE, reLeadBackHE
	}
	h := head.FindStringIndex(low)
	g := lead.FindStringSubmatchIndex(low)
	too := reToo.MatchString(text)
	if g == nil || (h == nil && !c.Continuation && !too) {
		return nil, false
	}
	lb, ok := readLeadBack(low, g)
	if !ok {
		return nil, false
	}
	start := 0
	if h != nil {
		start = h[1]
	}
	from := g[0]
	if low[from] == ' ' {
		from++
	}
	if from < start {
		return nil, false
	}
	rest := strings.TrimSpace(text[start:from] + " " + text[g[1]:])
	rest = strings.TrimSpace(reToo.ReplaceAllString(" "+rest, ""))
	r, found, err := timeparse.Parse(rest, m.now(), m.loc())
	if err != nil || found && (r.HasDate || !r.HasTime) {
		return nil, false // a day of its own: the lead counts back from what it names
	}
	thing := rest
	if found {
		thing = strings.TrimSpace(r.Remainder(rest))
	}
	if thing != "" {
		t, ok := strings.CutPrefix(thing, "to ")
		if he {
			t, ok = thing, strings.HasPrefix(thing, "ל")
		}
		if !ok {
			return nil, false // "a day before the flight …": named, read elsewhere
		}
		thing = CleanTitle(t)
	}
	if lb.back > 0 && found {
		return nil, false // "an hour before at 8 to leave": the hour is the thing's own
	}
	f := m.req.Focus
	if f == nil || f.When == nil || f.Kind != memo.FocusTask && f.Kind != memo.FocusEvent || !f.When.After(m.now()) {
		if found || lb.part != 0 {
			return []memo.Step{general(memo.OpUnknown, "")}, true // counted back from nothing: not today
		}
		return nil, false // asked when, as a lead alone is
	}
	if thing == "" {
		thing = f.Title // "and an hour before too": the thing itself
	}
	when := f.When.In(m.loc())
	var due time.Time
	switch {
	case lb.back > 0:
		due = when.Add(-lb.back)
	default:
		day := when.AddDate(0, 0, -lb.days)
		hh, mm := when.Hour(), when.Minute()
		if found {
			at := r.Time.In(m.loc())
			hh, mm = at.Hour(), at.Minute()
			if lb.part >= 12 && hh < 12 {
				hh += 12 // "the night before at 9": 21:00
			}
		} else if lb.part != 0 {
			hh, mm = lb.part, 0
		}
		due = time.Date(day.Year(), day.Month(), day.Day(), hh, mm, 0, 0, m.loc())
	}
	if !due.After(m.now()) {
		return []memo.Step{general(memo.OpUnknown, "")}, true
	}
	d := memo.TaskDraft{Text: thing, DueDate: &due}
	return []memo.Step{taskStep(memo.OpTaskCreate, memo.TaskArgs{Drafts: []memo.TaskDraft{d}})}, true
}
