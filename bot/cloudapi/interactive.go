package cloudapi

import (
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/memo-assistant/memo"
)

// Meta's limits on interactive messages, in characters.
const (
	maxButtons      = 3
	maxRows         = 10
	maxButtonTitle  = 20
	maxRowTitle     = 24
	maxRowDesc      = 72
	maxButtonBody   = 1024
	maxListBody     = 4096
	maxListButton   = 20
	maxSectionTitle = 24
)

// Choices a button or row may stand for besides an option's number.
const (
	choiceAll = "all"
	choiceYes = "yes"
	choiceNo  = "no"
)

// choicePrefix starts the id of every button and row Memo sends:
// "memo:<question version>:<choice>".
const choicePrefix = "memo:"

// choiceID is the id of the button or row for choice in the question of
// version v.
func choiceID(v int64, choice string) string {
	return choicePrefix + strconv.FormatInt(v, 10) + ":" + choice
}

// parseChoiceID reads an id choiceID made; ok is false for any other.
func parseChoiceID(id string) (v int64, choice string, ok bool) {
	rest, ok := strings.CutPrefix(id, choicePrefix)
	if !ok {
		return 0, "", false
	}
	vs, choice, ok := strings.Cut(rest, ":")
	if !ok {
		return 0, "", false
	}
	v, err := strconv.ParseInt(vs, 10, 64)
	if err != nil {
		return 0, "", false
	}
	switch choice {
	case choiceAll, choiceYes, choiceNo:
		return v, choice, true
	}
	if n, err := strconv.Atoi(choice); err == nil && n >= 1 && n <= maxRows {
		return v, choice, true
	}
	return 0, "", false
}

// choiceText is what the user would have typed for choice, in lang: the
// number, or the word the answer reader takes for all, yes or no.
func choiceText(choice string, lang memo.Language) string {
	he := lang != memo.English
	switch choice {
	case choiceAll:
		return pick(he, "all", "כולם")
	case choiceYes:
		return pick(he, "yes", "כן")
	case choiceNo:
		return pick(he, "no", "לא")
	}
	return choice
}

func pick(he bool, en, hebrew string) string {
	if he {
		return hebrew
	}
	return en
}

// choice is one button or row to offer.
type choice struct {
	id, title, desc string
}

// choices are the buttons or rows for question p: its options (and "all"
// when several may be picked), or yes and no. None for a question that
// asks for text, or has more options than a list holds.
func choices(p *memo.Pending) []choice {
	if p == nil {
		return nil
	}
	he := p.Lang != memo.English
	switch p.Kind {
	case memo.PendingConfirm:
		return []choice{
			{id: choiceID(p.Version, choiceYes), title: pick(he, "Yes", "כן")},
			{id: choiceID(p.Version, choiceNo), title: pick(he, "No", "לא")},
		}
	case memo.PendingChoose:
	default:
		return nil
	}
	var out []choice
	for i, o := range p.Options {
		n := strconv.Itoa(i + 1)
		label := strings.Join(strings.Fields(o.Label), " ")
		if p.Reason == memo.ReasonEventScope {
			label = pick(he, "Whole series", "כל הסדרה")
			if i == 1 {
				label = pick(he, "This one only", "רק המופע הזה")
			}
		}
		if label == "" {
			label = pick(he, "Option ", "אפשרות ") + n
		}
		c := choice{id: choiceID(p.Version, n), title: n + ". " + label}
		var desc []string
		if utf8.RuneCountInString(c.title) > maxRowTitle {
			desc = append(desc, label)
		}
		if o.When != nil {
			desc = append(desc, when(*o.When, he))
		}
		c.desc = strings.Join(desc, " · ")
		out = append(out, c)
	}
	if p.AllowMultiple && len(p.Options) > 1 && p.Reason != memo.ReasonEventScope {
		out = append(out, choice{id: choiceID(p.Version, choiceAll), title: pick(he, "All", "כולם")})
	}
	if len(out) > maxRows {
		return nil
	}
	return out
}

// when is a short date and time for a row's description, in the time's
// own zone: "Tue 20 Jan 10:00", "יום ג׳ 20.1 10:00".
func when(t time.Time, he bool) string {
	if he {
		return "יום " + strings.Fields("א׳ ב׳ ג׳ ד׳ ה׳ ו׳ ש׳")[t.Weekday()] + " " + t.Format("2.1 15:04")
	}
	return t.Format("Mon 2 Jan 15:04")
}

// interactiveFor is question p as an interactive message with body, or
// nil when p offers no choices or body is too long for the kind of
// message its choices need (the caller sends the rest of the text first).
func interactiveFor(p *memo.Pending, body string) *Interactive {
	cs := choices(p)
	if len(cs) == 0 {
		return nil
	}
	n := utf8.RuneCountInString(body)
	he := p.Lang != memo.English
	if len(cs) <= maxButtons {
		if n > maxButtonBody {
			return nil
		}
		it := &Interactive{Type: "button", Body: &Body{Text: body}, Action: &Action{}}
		for _, c := range cs {
			it.Action.Buttons = append(it.Action.Buttons, ActionButton{Type: "reply", Reply: ReplyPick{ID: c.id, Title: cut(c.title, maxButtonTitle)}})
		}
		return it
	}
	if n > maxListBody {
		return nil
	}
	sec := Section{Title: cut(pick(he, "Options", "אפשרויות"), maxSectionTitle)}
	for _, c := range cs {
		sec.Rows = append(sec.Rows, Row{ID: c.id, Title: cut(c.title, maxRowTitle), Description: cut(c.desc, maxRowDesc)})
	}
	return &Interactive{Type: "list", Body: &Body{Text: body}, Action: &Action{Button: cut(pick(he, "Choose", "בחירה"), maxListButton), Sections: []Section{sec}}}
}

// bodyLimit is the longest body p's interactive message takes, or 0 when
// p gets none.
func bodyLimit(p *memo.Pending) int {
	switch n := len(choices(p)); {
	case n == 0:
		return 0
	case n <= maxButtons:
		return maxButtonBody
	}
	return maxListBody
}

// cut shortens s to at most n characters, marking the cut with "…".
func cut(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return strings.TrimSpace(string(r[:n-1])) + "…"
}
