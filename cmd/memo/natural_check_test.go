package main

// The natural scorer's checks, a port of the shared Python scorer's: what an
// expectation holds a reply to, and how a turn is classified.

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"
)

// natWriteOps are the operations that change data (a prefix of the result's operation).
var natWriteOps = []string{"create", "update", "delete", "complete", "add", "remove", "check", "uncheck", "rename", "snooze"}

// natCtx is what a turn knows of the turn before it.
type natCtx struct {
	options []string
}

// natRawString reads a JSON string or null: ok is false for null or absence.
func natRawString(raw json.RawMessage) (string, bool) {
	var s *string
	if len(raw) == 0 || json.Unmarshal(raw, &s) != nil || s == nil {
		return "", false
	}
	return *s, true
}

// natCheck returns the failures of one reply against an expectation;
// defaultLang is the language the reply must be in unless expect sets "lang".
func natCheck(r *natReply, e *natExpect, defaultLang string, ctx natCtx) []string {
	var fails []string
	its := r.items()
	if e.Success != nil && (r.Success == nil || *r.Success != *e.Success) {
		fails = append(fails, fmt.Sprintf("success=%s want %v", natShow(natBoolAny(r.Success)), *e.Success))
	}
	pend := r.pending()
	if len(e.Pending) > 0 {
		want, wantSet := natRawString(e.Pending)
		got := ""
		if pend != nil {
			got = pend.Kind
		}
		if !wantSet && got != "" {
			fails = append(fails, "unexpected pending "+got)
		} else if want != "" && got != want {
			fails = append(fails, fmt.Sprintf("pending=%s want %s", natOr(got, "None"), want))
		}
		if want != "" && e.Options != nil && pend != nil && len(pend.Options) != *e.Options {
			fails = append(fails, fmt.Sprintf("options=%d want %d", len(pend.Options), *e.Options))
		}
	}
	toolCap, toolOp, _ := strings.Cut(r.Tool, ".")
	for _, kv := range []struct {
		key       string
		want      natStrs
		res, tool string
	}{{"capability", e.Capability, natResField(r, true), toolCap}, {"operation", e.Operation, natResField(r, false), toolOp}} {
		if !kv.want.set {
			continue
		}
		got := kv.res
		if got == "" {
			got = kv.tool
		}
		found := false
		for _, w := range kv.want.v {
			found = found || w == got
		}
		if !found {
			fails = append(fails, fmt.Sprintf("%s=%q want %s", kv.key, got, strings.Join(kv.want.v, "/")))
		}
	}
	if e.Count != nil && len(its) != *e.Count {
		fails = append(fails, fmt.Sprintf("items=%d want %d", len(its), *e.Count))
	}
	var meta struct{ Created, Updated, Deleted *int }
	if r.Result != nil {
		meta.Created, meta.Updated, meta.Deleted = r.Result.Meta.Created, r.Result.Meta.Updated, r.Result.Meta.Deleted
	}
	for _, kv := range []struct {
		key       string
		want, got *int
	}{{"deleted", e.Deleted, meta.Deleted}, {"updated", e.Updated, meta.Updated}, {"created", e.Created, meta.Created}} {
		if kv.want == nil {
			continue
		}
		got := kv.got
		if got == nil && kv.key == "created" {
			n := len(its)
			got = &n
		}
		if got == nil || *got != *kv.want {
			g := "None"
			if got != nil {
				g = strconv.Itoa(*got)
			}
			fails = append(fails, fmt.Sprintf("meta.%s=%s want %d", kv.key, g, *kv.want))
		}
	}
	for _, w := range e.Has {
		found := false
		for _, it := range its {
			found = found || strings.Contains(natLower(natItemText(it)), natLower(w))
		}
		if !found {
			fails = append(fails, fmt.Sprintf("no item containing %q", w))
		}
	}
	for _, w := range e.Lacks {
		for _, it := range its {
			if strings.Contains(natLower(natItemText(it)), natLower(w)) {
				fails = append(fails, fmt.Sprintf("an item still contains %q", w))
				break
			}
		}
	}
	texts := make([]string, 0, len(its))
	for _, it := range its {
		texts = append(texts, natItemText(it))
	}
	alltext := natLower(strings.Join(texts, " ") + " " + r.Summary)
	for _, w := range e.Shows {
		if !strings.Contains(alltext, natLower(w)) {
			fails = append(fails, fmt.Sprintf("does not show %q", w))
		}
	}
	for _, w := range e.Hides {
		if strings.Contains(alltext, natLower(w)) {
			fails = append(fails, fmt.Sprintf("still shows %q", w))
		}
	}
	for _, kv := range []struct {
		key  string
		want *string
	}{{"due_date", e.DueDate}, {"start", e.Start}, {"end", e.End}} {
		if kv.want == nil {
			continue
		}
		found := false
		for _, it := range its {
			found = found || natSameTime(it[kv.key], *kv.want)
		}
		if !found {
			fails = append(fails, fmt.Sprintf("%s: got %s want %s", kv.key, natFirst(its, kv.key, 3), *kv.want))
		}
	}
	for _, kv := range []struct {
		fld string
		rng []string
	}{{"due_date", e.DueBetween}, {"start", e.StartBetween}} {
		if kv.rng == nil {
			continue
		}
		found := false
		for _, it := range its {
			found = found || natInRange(it[kv.fld], kv.rng)
		}
		if !found {
			fails = append(fails, fmt.Sprintf("%s: got %s want within %v", kv.fld, natFirst(its, kv.fld, 3), kv.rng))
		}
	}
	if e.Recur != nil {
		found := false
		for _, it := range its {
			found = found || natRecurOK(it, e.Recur)
		}
		if !found {
			var got []string
			for i, it := range its {
				if i < 2 {
					got = append(got, natShow(natRecurrence(it)))
				}
			}
			fails = append(fails, fmt.Sprintf("recurrence: got [%s] want %s", strings.Join(got, ", "), natShow(e.Recur)))
		}
	}
	if e.Completed != nil {
		found := false
		for _, it := range its {
			found = found || natTruthy(it["completed"]) == *e.Completed
		}
		if !found {
			fails = append(fails, fmt.Sprintf("no item with completed=%v", *e.Completed))
		}
	}
	for _, spec := range e.Match {
		var best []string
		matched := false
		for i, it := range its {
			why := natItemOK(it, spec)
			if len(why) == 0 {
				matched = true
				break
			}
			if i == 0 || len(why) < len(best) {
				best = why
			}
		}
		if !matched {
			if len(its) == 0 {
				best = []string{"no items"}
			}
			b, _ := json.Marshal(spec)
			fails = append(fails, fmt.Sprintf("no single item matches %s (%s)", b, strings.Join(best, "; ")))
		}
	}
	if e.Nested != nil {
		n := -1
		if len(its) > 0 {
			subs, _ := its[0]["items"].([]any)
			n = len(subs)
		}
		if n != *e.Nested {
			fails = append(fails, fmt.Sprintf("nested items=%d want %d", n, *e.Nested))
		}
	}
	lang, langSet := defaultLang, true
	if len(e.Lang) > 0 {
		lang, langSet = natRawString(e.Lang)
	}
	if langSet && lang != "" {
		got := natReplyLang(r.Summary)
		if lang == "he" && got != "he" {
			fails = append(fails, "reply not in Hebrew")
		}
		if lang == "en" && got != "en" {
			fails = append(fails, "reply not in English")
		}
	}
	if e.IsOption != nil {
		n := *e.IsOption
		if n > len(ctx.options) {
			fails = append(fails, fmt.Sprintf("no option %d was offered", n))
		} else {
			idx := n - 1
			if idx < 0 {
				idx += len(ctx.options)
			}
			label := ""
			if idx >= 0 && idx < len(ctx.options) {
				label = natLower(ctx.options[idx])
			}
			found := false
			for _, it := range its {
				found = found || (label != "" && strings.Contains(natLower(natItemText(it)), label))
			}
			if !found {
				var acted []string
				for i, it := range its {
					if i < 2 {
						acted = append(acted, strings.TrimSpace(natItemText(it)))
					}
				}
				fails = append(fails, fmt.Sprintf("acted on %q, not option %d %q", acted, n, label))
			}
		}
	}
	s := natLower(r.Summary)
	for _, w := range e.SummaryHas {
		if !strings.Contains(s, natLower(w)) {
			fails = append(fails, fmt.Sprintf("summary lacks %q", w))
		}
	}
	for _, w := range e.SummaryLacks {
		if strings.Contains(s, natLower(w)) {
			fails = append(fails, fmt.Sprintf("summary contains %q", w))
		}
	}
	if e.AnyOf != nil {
		var alts []string
		passed := false
		for i := range e.AnyOf {
			f := natCheck(r, &e.AnyOf[i], "", ctx)
			passed = passed || len(f) == 0
			alts = append(alts, strings.Join(f, "; "))
		}
		if !passed {
			fails = append(fails, "none of the alternatives: "+strings.Join(alts, " | "))
		}
	}
	return fails
}

func natBoolAny(b *bool) any {
	if b == nil {
		return nil
	}
	return *b
}

func natOr(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

func natResField(r *natReply, capability bool) string {
	if r.Result == nil {
		return ""
	}
	if capability {
		return r.Result.Capability
	}
	return r.Result.Operation
}

func natFirst(its []map[string]any, key string, n int) string {
	var got []string
	for i, it := range its {
		if i < n {
			got = append(got, natShow(it[key]))
		}
	}
	return "[" + strings.Join(got, ", ") + "]"
}

// natChanged is whether the reply shows something created, updated or deleted.
func natChanged(r *natReply) bool {
	if r.Result != nil {
		for _, n := range []*int{r.Result.Meta.Created, r.Result.Meta.Updated, r.Result.Meta.Deleted} {
			if n != nil && *n > 0 {
				return true
			}
		}
	}
	op := natResField(r, false)
	if op == "" {
		_, op, _ = strings.Cut(r.Tool, ".")
	}
	op = natLower(op)
	if len(r.items()) > 0 && r.pending() == nil {
		for _, w := range natWriteOps {
			if strings.HasPrefix(op, w) {
				return true
			}
		}
	}
	return false
}

// natClassify turns a reply and its failures into CORRECT, DECLINED or WRONG
// and the reason.
func natClassify(r *natReply, fails []string) (kind, sub string) {
	if len(fails) == 0 {
		return "CORRECT", ""
	}
	pend := r.pending()
	declined := (r.Success != nil && !*r.Success) || pend != nil
	if declined && !natChanged(r) {
		if pend != nil {
			return "DECLINED", fmt.Sprintf("asked (%s/%s)", pend.Kind, pend.Reason)
		}
		return "DECLINED", "success=false"
	}
	if natChanged(r) {
		return "WRONG", "changed"
	}
	return "WRONG", "no-change"
}

// TestNaturalChecks holds the scorer's own rules to known replies: the same
// reply classified against different expectations.
func TestNaturalChecks(t *testing.T) {
	reply := func(s string) *natReply {
		var r natReply
		if err := json.Unmarshal([]byte(s), &r); err != nil {
			t.Fatal(err)
		}
		return &r
	}
	expect := func(s string) *natExpect {
		var e natExpect
		dec := json.NewDecoder(strings.NewReader(s))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&e); err != nil {
			t.Fatal(err)
		}
		return &e
	}
	created := reply(`{"tool":"tasks.create","summary":"⏰ I'll remind you tomorrow at 09:00: *call mom*","success":true,
		"result":{"capability":"tasks","operation":"create","items":[{"text":"call mom","due_date":"2026-03-11T09:00:00+02:00",
		"reminder_recurrence":{"type":"weekly","time":"09:00","days":[3,1]}}],"meta":{"created":1,"updated":0,"deleted":0}}}`)
	asked := reply(`{"tool":"tasks.delete","summary":"Which one? 1. call mom 2. call dad","success":true,
		"result":{"capability":"tasks","operation":"delete","items":[],"meta":{"created":0,"updated":0,"deleted":0},
		"pending":{"kind":"choose","reason":"ambiguous","options":[{"label":"call mom"},{"label":"call dad"}]}}}`)
	unknown := reply(`{"tool":"general.unknown","summary":"לא הבנתי","result":null,"success":false}`)
	list := reply(`{"tool":"lists.checkItems","summary":"☑ *milk*","success":true,"result":{"capability":"lists","operation":"checkItems",
		"items":[{"name":"shopping","items":[{"text":"milk","checked":true},{"text":"bread","checked":false}]}],"meta":{"updated":1}}}`)
	nudge := reply(`{"tool":"tasks.create","summary":"every 15 minutes: *water*","success":true,"result":{"capability":"tasks","operation":"create",
		"items":[{"text":"water","reminder_recurrence":{"type":"nudge","interval":900000000000}}],"meta":{"created":1}}}`)
	for _, c := range []struct {
		name  string
		r     *natReply
		exp   string
		ctx   natCtx
		lang  string
		want  string
		fails int
	}{
		{"all pass", created, `{"success":true,"capability":"tasks","match":[{"has":["mom"],"lacks":["remind"],"due_date":"2026-03-11T07:00:00Z","recur":{"days":[1,3],"time":"09:00"}}]}`, natCtx{}, "en", "CORRECT", 0},
		{"wrong time is wrong", created, `{"due_date":"2026-03-11T10:00:00+02:00"}`, natCtx{}, "en", "WRONG", 1},
		{"reply language", created, `{"success":true}`, natCtx{}, "he", "WRONG", 1},
		{"lang null skips the language", created, `{"success":true,"lang":null}`, natCtx{}, "he", "CORRECT", 0},
		{"junk left in the text", created, `{"lacks":["call"],"has":["dad"]}`, natCtx{}, "", "WRONG", 2},
		{"a question is declined", asked, `{"success":true,"deleted":1}`, natCtx{}, "en", "DECLINED", 1},
		{"the question asked", asked, `{"pending":"choose","options":2}`, natCtx{}, "en", "CORRECT", 0},
		{"no question wanted", asked, `{"pending":null}`, natCtx{}, "", "DECLINED", 1},
		{"not understood is declined", unknown, `{"success":true,"has":["x"]}`, natCtx{}, "he", "DECLINED", 2},
		{"nothing stored holds", unknown, `{"created":0,"count":0}`, natCtx{}, "he", "CORRECT", 0},
		{"meta absent is not zero", unknown, `{"deleted":0}`, natCtx{}, "", "DECLINED", 1},
		{"capability from the tool", unknown, `{"capability":["general","x"],"operation":"unknown"}`, natCtx{}, "", "CORRECT", 0},
		{"checked entries", list, `{"match":[{"checked":["milk"]}],"nested":2,"shows":["bread"],"hides":["eggs"]}`, natCtx{}, "", "CORRECT", 0},
		{"unchecked entry", list, `{"match":[{"checked":["bread"]}]}`, natCtx{}, "", "WRONG", 1},
		{"nudge interval", nudge, `{"recur":{"type":"nudge","every_minutes":15}}`, natCtx{}, "", "CORRECT", 0},
		{"nudge interval differs", nudge, `{"recur":{"type":"nudge","every_minutes":10}}`, natCtx{}, "", "WRONG", 1},
		{"is_option", created, `{"is_option":1}`, natCtx{options: []string{"call mom", "call dad"}}, "", "CORRECT", 0},
		{"is_option other", created, `{"is_option":2}`, natCtx{options: []string{"call mom", "call dad"}}, "", "WRONG", 1},
		{"any_of one passes", created, `{"any_of":[{"deleted":1},{"due_between":["2026-03-11T08:00:00+02:00","2026-03-11T09:00:00+02:00"]}]}`, natCtx{}, "", "CORRECT", 0},
		{"any_of none passes", created, `{"any_of":[{"deleted":1},{"completed":true}]}`, natCtx{}, "", "WRONG", 1},
		{"summary words", created, `{"summary_has":["tomorrow"],"summary_lacks":["Sorry"]}`, natCtx{}, "", "CORRECT", 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			fails := natCheck(c.r, expect(c.exp), c.lang, c.ctx)
			kind, _ := natClassify(c.r, fails)
			if kind != c.want || len(fails) != c.fails {
				t.Errorf("got %s with %d failures %q, want %s with %d", kind, len(fails), fails, c.want, c.fails)
			}
		})
	}
	if got := natReplyLang("⏰ אזכיר לך מחר: *call mom*"); got != "he" {
		t.Errorf("reply language of a Hebrew reply quoting English: %q", got)
	}
	if got := natReplyLang("👍"); got != "" {
		t.Errorf("reply language without letters: %q", got)
	}
}
