package offline_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// A rewrite changes how a message is said and not what it means: a
// greeting before it, thanks after it, no closing mark, no commas. Each
// says which language it is for ("" for both) and, when it does not fit
// every plan, which plans it keeps the meaning of.
type rewrite struct {
	name, lang string
	apply      func(string) string
	fits       func(memo.Plan) bool
}

var rewrites = []rewrite{
	{"greeting-en", "en", func(s string) string { return "hey, " + s }, nil},
	{"hi-memo-en", "en", func(s string) string { return "hi Memo " + s }, nil},
	{"please-en", "en", func(s string) string { return "please " + s }, nil},
	{"thanks-en", "en", func(s string) string { return s + " thanks" }, nil},
	{"thx-en", "en", func(s string) string { return s + ", thx!" }, nil},
	{"greeting-he", "he", func(s string) string { return "היי, " + s }, nil},
	{"shalom-he", "he", func(s string) string { return "שלום " + s }, nil},
	{"please-he", "he", func(s string) string { return "בבקשה " + s }, nil},
	{"thanks-he", "he", func(s string) string { return s + " תודה" }, nil},
	{"thanks-much-he", "he", func(s string) string { return s + ", תודה רבה!" }, nil},
	{"can-you-en", "en", func(s string) string { return "can you " + s }, nil},
	{"ok-so-en", "en", func(s string) string { return "ok so " + s }, nil},
	{"thank-you-much-en", "en", func(s string) string { return s + ". Thank you so much!" }, nil},
	{"please-end-en", "en", func(s string) string { return s + " please" }, nil},
	{"pls-end-en", "en", func(s string) string { return s + " pls" }, nil},
	{"lowercase-en", "en", strings.ToLower, nil},
	{"cheers-en", "en", func(s string) string { return s + " cheers" }, nil},
	{"ty-en", "en", func(s string) string { return s + " ty" }, nil},
	{"good-morning-en", "en", func(s string) string { return "good morning! " + s }, nil},
	{"please-end-he", "he", func(s string) string { return s + " בבקשה" }, nil},
	{"king-he", "he", func(s string) string { return s + ", תודה מלך" }, nil},
	{"ok-so-he", "he", func(s string) string { return "אוקיי אז " + s }, nil},
	{"good-morning-he", "he", func(s string) string { return "בוקר טוב! " + s }, nil},
	{"thanks-bro-he", "he", func(s string) string { return s + " תודה אחי" }, nil},
	{"appreciate-he", "he", func(s string) string { return s + ". תודה מראש" }, nil},
	{"tmrw-en", "en", swap(`\btomorrow\b`, "tmrw"), nil},
	{"mins-en", "en", swap(`\bminutes\b`, "mins"), nil},
	{"spaced-pm-en", "en", swap(`\b(\d{1,2})(am|pm)\b`, "$1 $2"), nil},
	// "at 10 to 3" and "at 5 past 10" say minutes: only an hour alone.
	{"oclock-en", "en", swap(`\bat (\d{1,2})(\s*$|[,!]|\s+to\s+[a-z]|\s+(?:on|tomorrow|today|tonight)\b)`, "at $1 o'clock$2"), nil},
	{"hour-word-en", "en", swap(`\bat 5\b([^:.\d]|$)`, "at five$1"), nil},
	{"can-you-remind-en", "en", swap(`^remind me\b`, "can you remind me"), nil},
	{"short-days-en", "en", shortDays, nil},
	{"tonite-en", "en", swap(`\btonight\b`, "tonite"), nil},
	{"pls-en", "en", swap(`\bplease\b`, "pls"), nil},
	{"u-en", "en", swap(`\byou\b`, "u"), nil},
	{"dotted-pm-en", "en", swap(`\b(\d{1,2}(?::\d\d)?)\s*pm\b`, "$1 p.m."), nil},
	{"stretched-day-en", "en", swap(`\btomorrow\b`, "tomorrrow"), nil},
	{"stretched-day-he", "he", swap(`(^|\s)מחר(\s|$)`, "${1}מחררר$2"), nil},
	{"spoken-pm-en", "en", swap(`\b(\d{1,2})\s*pm\b`, "$1 p m"), nil},
	{"feminine-he", "he", feminine, nil},
	{"bare-day-he", "he", swap(`ביום (ראשון|שני|שלישי|רביעי|חמישי|שישי)`, "ב$1"), nil},
	{"hour-said-he", "he", swap(`ב-?(\d{1,2}:\d\d)`, "בשעה $1"), notStored},
	{"minutes-short-he", "he", swap(`(\d+) דקות`, "$1 דק'"), nil},
	// A fact is kept as it was said.
	{"glued-bet-he", "he", swap(`ב-(\d)`, "ב$1"), notStored},
	{"spaced-bet-he", "he", swap(`ב-(\d)`, "ב $1"), notStored},
	{"od-he", "he", swap(`בעוד `, "עוד "), nil},
	{"called-out-en", "en", func(s string) string { return "Heyyo! " + s }, nil},
	{"called-out-he", "he", func(s string) string { return "אהלנן! " + s }, nil},
	{"emoji", "", func(s string) string { return s + " 🙏" }, nil},
	{"smile", "", func(s string) string { return s + " 😊" }, nil},
	// A mark after a stored code may be part of it ("Owl2026!").
	{"no-closing-mark", "", func(s string) string { return strings.TrimRight(s, " .!?") }, notStored},
	{"exclaim", "", func(s string) string { return strings.TrimRight(s, " .!") + "!!" }, notStored},
	// Without commas, "passport, adapter" may be one item or two.
	{"no-commas", "", func(s string) string { return strings.ReplaceAll(s, ",", "") }, notSeveralItems},
}

// swap returns a rewrite that replaces what pattern matches with with.
func swap(pattern, with string) func(string) string {
	re := regexp.MustCompile(pattern)
	return func(s string) string { return re.ReplaceAllString(s, with) }
}

// shortDays writes English weekdays short, as people text them.
func shortDays(s string) string {
	for long, short := range map[string]string{"monday": "mon", "tuesday": "tues", "wednesday": "wed", "thursday": "thurs", "friday": "fri", "saturday": "sat", "sunday": "sun"} {
		s = regexp.MustCompile(`(?i)\b`+long+`\b`).ReplaceAllString(s, short)
	}
	return s
}

// feminineVerbs are requests of the masculine form and the feminine.
var feminineVerbs = map[string]string{
	"תזכיר": "תזכירי", "תוסיף": "תוסיפי", "תקבע": "תקבעי", "תמחק": "תמחקי", "תזיז": "תזיזי", "תכניס": "תכניסי",
	"תרשום": "תרשמי", "תשמור": "תשמרי", "תבטל": "תבטלי", "תעביר": "תעבירי", "תראה": "תראי", "תגיד": "תגידי",
	"תזכור": "תזכרי", "תסמן": "תסמני", "תוריד": "תורידי",
}

// feminine says a Hebrew request to a woman: the verb's feminine form.
func feminine(s string) string {
	ws := strings.Fields(s)
	for i, w := range ws {
		if f, ok := feminineVerbs[w]; ok {
			ws[i] = f
		}
	}
	return strings.Join(ws, " ")
}

// notStored tells a plan that stores no value said verbatim.
func notStored(p memo.Plan) bool {
	for _, s := range p.Steps {
		if s.Capability == memo.CapMemory {
			return false
		}
	}
	return true
}

// notSeveralItems tells a plan that adds no more than one list item.
func notSeveralItems(p memo.Plan) bool {
	for _, s := range p.Steps {
		if s.Lists != nil && len(s.Lists.Items) > 1 {
			return false
		}
	}
	return true
}

// corpusMessage is the first message of a scenario of the corpora, with the
// clock it was written at.
type corpusMessage struct {
	file, name, text, lang string
	now                    time.Time
}

// corpusMessages reads the first message of every scenario of
// testdata/natural: each is written to a fresh chat, so it needs no state.
func corpusMessages(t *testing.T) []corpusMessage {
	t.Helper()
	files, err := filepath.Glob("../../testdata/natural/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpora: %v", err)
	}
	var out []corpusMessage
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var scs []struct {
			Name, Lang, Now, TZ string
			Turns               []struct{ Text string }
		}
		if err := json.Unmarshal(raw, &scs); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for _, sc := range scs {
			if len(sc.Turns) == 0 || sc.Turns[0].Text == "" {
				continue
			}
			loc, err := time.LoadLocation(sc.TZ)
			if err != nil {
				t.Fatalf("%s %s: %v", f, sc.Name, err)
			}
			now, err := time.Parse(time.RFC3339, sc.Now)
			if err != nil {
				t.Fatalf("%s %s: %v", f, sc.Name, err)
			}
			out = append(out, corpusMessage{filepath.Base(f), sc.Name, sc.Turns[0].Text, sc.Lang, now.In(loc)})
		}
	}
	return out
}

// planShape is what a plan does, with the ids and the turn left out and
// case folded, so that two sayings of one request compare equal.
func planShape(t *testing.T, p memo.Plan) string {
	t.Helper()
	steps := make([]memo.Step, len(p.Steps))
	copy(steps, p.Steps)
	for i := range steps {
		steps[i].ID, steps[i].DependsOn = "", nil
		if steps[i].Operation == memo.OpThanks {
			steps[i].Operation = memo.OpGreet // both small talk
		}
	}
	b, err := json.Marshal(steps)
	if err != nil {
		t.Fatal(err)
	}
	return strings.ToLower(string(b))
}

// declines tells a plan that changes nothing: no steps, or one that says
// it did not understand or asks.
func declines(p memo.Plan) bool {
	if len(p.Steps) == 0 {
		return true
	}
	s := p.Steps[0]
	return len(p.Steps) == 1 && s.Capability == memo.CapGeneral && (s.Operation == memo.OpUnknown || s.Operation == memo.OpClarify)
}

// TestRewritesKeepMeaning plans every corpus message that the planner acts
// on, and the same message said again with each rewrite; a rewritten
// message must be planned the same, or declined. A different plan is a
// wrong action the corpora alone would not show: words a rewrite added
// kept in a title, a greeting read instead of the request, a time read
// otherwise once a comma is gone.
func TestRewritesKeepMeaning(t *testing.T) {
	p := offline.New()
	plan := func(m corpusMessage, text string) memo.Plan {
		pl, err := p.Plan(context.Background(), memo.PlanRequest{
			TurnID: "turn", Text: text, Lang: memo.Language(m.lang), Now: m.now, Loc: m.now.Location(),
		})
		if err != nil && memo.ErrorCodeOf(err) != memo.EInvalid {
			t.Fatalf("%q: %v", text, err)
		}
		return pl
	}
	type tally struct{ same, declined, differs int }
	counts := map[string]*tally{}
	var differs []string
	acted := 0
	for i, m := range corpusMessages(t) {
		if testing.Short() && i%4 != 0 {
			continue // a quarter of the corpora
		}
		base := plan(m, m.text)
		if declines(base) {
			continue
		}
		acted++
		shape := planShape(t, base)
		for _, r := range rewrites {
			if (r.lang != "" && r.lang != m.lang) || (r.fits != nil && !r.fits(base)) {
				continue
			}
			text := r.apply(m.text)
			if text == m.text {
				continue
			}
			c := counts[r.name]
			if c == nil {
				c = new(tally)
				counts[r.name] = c
			}
			got := plan(m, text)
			switch {
			case planShape(t, got) == shape:
				c.same++
			case declines(got):
				c.declined++
				if os.Getenv("MEMO_REWRITE_DECLINED") == r.name {
					t.Logf("declined %q", text)
				}
			default:
				c.differs++
				differs = append(differs, fmt.Sprintf("%s %s [%s] %q\n\tbase %s\n\tgot  %s", m.file, m.name, r.name, text, shape, planShape(t, got)))
			}
		}
	}
	names := make([]string, 0, len(counts))
	for n := range counts {
		names = append(names, n)
	}
	sort.Strings(names)
	var b strings.Builder
	fmt.Fprintf(&b, "%d corpus messages acted on\n%-16s %6s %8s %7s\n", acted, "rewrite", "same", "declined", "differs")
	for _, n := range names {
		c := counts[n]
		fmt.Fprintf(&b, "%-16s %6d %8d %7d\n", n, c.same, c.declined, c.differs)
	}
	t.Log("\n" + b.String())
	if len(differs) > 0 {
		t.Errorf("%d rewritten messages planned otherwise:\n%s", len(differs), strings.Join(differs, "\n"))
	}
}
