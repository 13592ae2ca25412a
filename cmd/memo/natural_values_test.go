package main

import (
	"encoding/json"
	"fmt"
	"reflect"
	"regexp"
	"sort"
	"strings"
	"time"
)

// Reply values read as the shared Python scorer reads them: text, times,
// repetitions, one item against a match spec, the language of a reply.

// natStr is a JSON value as the Python scorer's str() would print it, for the
// fields that hold text ("" for null or absent).
func natStr(v any) string {
	switch x := v.(type) {
	case nil:
		return ""
	case string:
		return x
	case bool:
		if x {
			return "True"
		}
		return "False"
	}
	return fmt.Sprint(v)
}

func natTruthy(v any) bool {
	switch x := v.(type) {
	case nil:
		return false
	case bool:
		return x
	case float64:
		return x != 0
	case string:
		return x != ""
	case []any:
		return len(x) > 0
	case map[string]any:
		return len(x) > 0
	}
	return true
}

// natItemText is the text has/lacks look at: the item's text fields and its
// nested list entries.
func natItemText(item map[string]any) string {
	var parts []string
	for _, k := range []string{"text", "summary", "name", "subject", "location", "description"} {
		v := item[k]
		if !natTruthy(v) {
			v = ""
		}
		parts = append(parts, natStr(v))
	}
	if subs, ok := item["items"].([]any); ok {
		for _, s := range subs {
			if m, ok := s.(map[string]any); ok {
				parts = append(parts, natStr(m["text"]))
			}
		}
	}
	return strings.Join(parts, " ")
}

func natLower(s string) string { return strings.ToLower(s) }

// natTime parses an ISO time; false when it is not one.
func natTime(v any) (time.Time, bool) {
	s, ok := v.(string)
	if !ok {
		return time.Time{}, false
	}
	t, err := time.Parse(time.RFC3339Nano, s)
	return t, err == nil
}

func natInRange(v any, rng []string) bool {
	if len(rng) != 2 {
		return false
	}
	g, ok1 := natTime(v)
	a, ok2 := natTime(rng[0])
	b, ok3 := natTime(rng[1])
	return ok1 && ok2 && ok3 && !g.Before(a) && !g.After(b)
}

func natSameTime(v any, want string) bool {
	g, ok1 := natTime(v)
	w, ok2 := natTime(want)
	return ok1 && ok2 && g.Equal(w)
}

// natRecurrence is an item's reminder recurrence or event recurrence.
func natRecurrence(item map[string]any) any {
	if r := item["reminder_recurrence"]; natTruthy(r) {
		return r
	}
	return item["recurrence"]
}

func natNumber(v any) (float64, bool) {
	f, ok := v.(float64)
	return f, ok
}

// natRecurOK is a partial match of an item's recurrence against spec.
func natRecurOK(item map[string]any, spec map[string]any) bool {
	r, ok := natRecurrence(item).(map[string]any)
	if !ok {
		return false
	}
	for k, v := range spec {
		switch k {
		case "every_minutes":
			want, ok := natNumber(v)
			got, gok := natNumber(r["interval"])
			if !ok || !gok || got != float64(int64(want*60*1e9)) {
				return false
			}
		case "days":
			if !natSameInts(r["days"], v) {
				return false
			}
		case "interval":
			got := r["interval"]
			if !natTruthy(got) {
				got = float64(1)
			}
			if !reflect.DeepEqual(got, v) {
				return false
			}
		default:
			if !reflect.DeepEqual(r[k], v) {
				return false
			}
		}
	}
	return true
}

// natSameInts compares two JSON lists as sorted lists of numbers.
func natSameInts(got, want any) bool {
	norm := func(v any) []float64 {
		l, _ := v.([]any)
		out := make([]float64, 0, len(l))
		for _, x := range l {
			f, _ := x.(float64)
			out = append(out, f)
		}
		sort.Float64s(out)
		return out
	}
	return reflect.DeepEqual(norm(got), norm(want))
}

func natShow(v any) string {
	if v == nil {
		return "None"
	}
	b, _ := json.Marshal(v)
	return string(b)
}

// natItemOK returns why one item does not satisfy a match spec (empty: it does).
func natItemOK(item map[string]any, spec natSpec) []string {
	var why []string
	t := natLower(natItemText(item))
	for _, w := range spec.Has {
		if !strings.Contains(t, natLower(w)) {
			why = append(why, fmt.Sprintf("lacks %q", w))
		}
	}
	for _, w := range spec.Lacks {
		if strings.Contains(t, natLower(w)) {
			why = append(why, fmt.Sprintf("contains %q", w))
		}
	}
	for _, kv := range []struct {
		key  string
		want *string
	}{{"due_date", spec.DueDate}, {"start", spec.Start}, {"end", spec.End}} {
		if kv.want != nil && !natSameTime(item[kv.key], *kv.want) {
			why = append(why, fmt.Sprintf("%s %s want %s", kv.key, natShow(item[kv.key]), *kv.want))
		}
	}
	if spec.DueBetween != nil && !natInRange(item["due_date"], spec.DueBetween) {
		why = append(why, fmt.Sprintf("due_date %s not in %v", natShow(item["due_date"]), spec.DueBetween))
	}
	if spec.StartBetween != nil && !natInRange(item["start"], spec.StartBetween) {
		why = append(why, fmt.Sprintf("start %s not in %v", natShow(item["start"]), spec.StartBetween))
	}
	if spec.Completed != nil && natTruthy(item["completed"]) != *spec.Completed {
		why = append(why, fmt.Sprintf("completed=%s", natShow(item["completed"])))
	}
	if spec.Recur != nil && !natRecurOK(item, spec.Recur) {
		why = append(why, fmt.Sprintf("recurrence %s want %s", natShow(natRecurrence(item)), natShow(spec.Recur)))
	}
	for _, w := range spec.Checked {
		subs, _ := item["items"].([]any)
		found, allChecked := false, true
		for _, s := range subs {
			m, ok := s.(map[string]any)
			if !ok || !strings.Contains(natLower(natStr(m["text"])), natLower(w)) {
				continue
			}
			found = true
			if !natTruthy(m["checked"]) {
				allChecked = false
			}
		}
		if !found || !allChecked {
			why = append(why, fmt.Sprintf("%q not checked", w))
		}
	}
	return why
}

var (
	natQuoted = regexp.MustCompile(`\*[^*]*\*`)
	natLatin  = regexp.MustCompile(`[A-Za-z]`)
)

// natReplyLang is the language of a reply's own words, leaving out *quoted*
// item names: "he", "en" or "" when it has no letters.
func natReplyLang(summary string) string {
	own := natQuoted.ReplaceAllString(summary, " ")
	heb := 0
	for _, r := range own {
		if r >= 0x0590 && r <= 0x05FF {
			heb++
		}
	}
	lat := len(natLatin.FindAllString(own, -1))
	switch {
	case heb == 0 && lat == 0:
		return ""
	case heb >= lat:
		return "he"
	}
	return "en"
}
