package gmail

import (
	"strings"

	memo "github.com/memo-assistant/memo"
)

// query renders f in Gmail's search syntax: from:, to:, subject:, free
// text and is:unread. Values with spaces or quotes are quoted.
func query(f memo.EmailFilter) string {
	var parts []string
	add := func(op, v string) {
		v = strings.TrimSpace(v)
		if v == "" {
			return
		}
		parts = append(parts, op+quote(v))
	}
	add("from:", f.From)
	add("to:", f.To)
	add("subject:", f.SubjectContains)
	add("", f.TextContains)
	if f.UnreadOnly {
		parts = append(parts, "is:unread")
	}
	return strings.Join(parts, " ")
}

// quote quotes v for a Gmail query when it holds spaces or operators.
func quote(v string) string {
	v = strings.ReplaceAll(v, `"`, "")
	if strings.ContainsAny(v, " \t:()-{}") {
		return `"` + v + `"`
	}
	return v
}
