package cloudapi

import (
	"fmt"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/memo-assistant/memo"
)

func options(n int, label string) []memo.Option {
	var out []memo.Option
	for i := range n {
		out = append(out, memo.Option{Label: fmt.Sprintf("%s %d", label, i+1)})
	}
	return out
}

func TestInteractiveShapes(t *testing.T) {
	at := time.Date(2026, 1, 20, 10, 0, 0, 0, time.FixedZone("IST", 2*3600))
	long := "call the plumber about the leaking kitchen sink and the bathroom tap, twice"
	tests := []struct {
		name    string
		p       *memo.Pending
		kind    string // "", "button", "list"
		titles  []string
		choices []string
	}{
		{name: "no question", p: nil},
		{name: "missing field", p: &memo.Pending{Kind: memo.PendingMissing, Reason: memo.ReasonMissingTime}},
		{name: "two options", p: &memo.Pending{Version: 4, Kind: memo.PendingChoose, Options: options(2, "task"), Lang: memo.English},
			kind: "button", titles: []string{"1. task 1", "2. task 2"}, choices: []string{"1", "2"}},
		{name: "several may be picked", p: &memo.Pending{Version: 4, Kind: memo.PendingChoose, Options: options(2, "task"), AllowMultiple: true, Lang: memo.Hebrew},
			kind: "button", titles: []string{"1. task 1", "2. task 2", "כולם"}, choices: []string{"1", "2", "כולם"}},
		{name: "confirm", p: &memo.Pending{Version: 9, Kind: memo.PendingConfirm, Lang: memo.Hebrew},
			kind: "button", titles: []string{"כן", "לא"}, choices: []string{"כן", "לא"}},
		{name: "event scope", p: &memo.Pending{Version: 2, Kind: memo.PendingChoose, Reason: memo.ReasonEventScope, AllowMultiple: true, Options: []memo.Option{{}, {When: &at}}, Lang: memo.English},
			kind: "button", titles: []string{"1. Whole series", "2. This one only"}, choices: []string{"1", "2"}},
		{name: "long label", p: &memo.Pending{Version: 1, Kind: memo.PendingChoose, Options: []memo.Option{{Label: long}, {Label: "b"}}, Lang: memo.English},
			kind: "button", titles: []string{"1. call the plumber…", "2. b"}, choices: []string{"1", "2"}},
		{name: "ten options", p: &memo.Pending{Version: 5, Kind: memo.PendingChoose, Options: options(10, "a rather long task name"), Lang: memo.English},
			kind: "list", choices: []string{"1", "2", "3", "4", "5", "6", "7", "8", "9", "10"}},
		{name: "ten options and all", p: &memo.Pending{Version: 5, Kind: memo.PendingChoose, Options: options(10, "t"), AllowMultiple: true}},
		{name: "eleven options", p: &memo.Pending{Version: 5, Kind: memo.PendingChoose, Options: options(11, "t")}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			it := interactiveFor(tt.p, "Which one?")
			if tt.kind == "" {
				if it != nil {
					t.Fatalf("got %+v; want none", it)
				}
				return
			}
			if it == nil || it.Type != tt.kind || it.Body.Text != "Which one?" {
				t.Fatalf("got %+v; want a %s", it, tt.kind)
			}
			var ids, titles []string
			for _, b := range it.Action.Buttons {
				if n := utf8.RuneCountInString(b.Reply.Title); n > maxButtonTitle {
					t.Errorf("button title %q has %d characters", b.Reply.Title, n)
				}
				ids, titles = append(ids, b.Reply.ID), append(titles, b.Reply.Title)
			}
			for _, s := range it.Action.Sections {
				for _, r := range s.Rows {
					if utf8.RuneCountInString(r.Title) > maxRowTitle || utf8.RuneCountInString(r.Description) > maxRowDesc {
						t.Errorf("row %+v over the limits", r)
					}
					ids, titles = append(ids, r.ID), append(titles, r.Title)
				}
			}
			if tt.titles != nil && strings.Join(titles, "|") != strings.Join(tt.titles, "|") {
				t.Errorf("titles %q; want %q", titles, tt.titles)
			}
			var got []string
			for _, id := range ids {
				v, c, ok := parseChoiceID(id)
				if !ok || v != tt.p.Version {
					t.Fatalf("id %q does not parse back to version %d", id, tt.p.Version)
				}
				got = append(got, choiceText(c, tt.p.Lang))
			}
			if strings.Join(got, "|") != strings.Join(tt.choices, "|") {
				t.Errorf("choices %q; want %q", got, tt.choices)
			}
		})
	}
}

func TestLongLabelDescribed(t *testing.T) {
	at := time.Date(2026, 1, 20, 10, 0, 0, 0, time.UTC)
	p := &memo.Pending{Version: 1, Kind: memo.PendingChoose, Lang: memo.English, Options: []memo.Option{
		{Label: "call the plumber about the leaking kitchen sink", When: &at}, {Label: "a"}, {Label: "b"}, {Label: "c"},
	}}
	it := interactiveFor(p, "?")
	r := it.Action.Sections[0].Rows[0]
	if r.Title != "1. call the plumber abo…" || r.Description != "call the plumber about the leaking kitchen sink · Tue 20 Jan 10:00" {
		t.Errorf("row %+v", r)
	}
}

func TestParseChoiceIDRefuses(t *testing.T) {
	for _, id := range []string{"", "2", "memo:", "memo:x:1", "memo:1:0", "memo:1:11", "memo:1:maybe", "other:1:1", "memo:1"} {
		if _, _, ok := parseChoiceID(id); ok {
			t.Errorf("parseChoiceID(%q) accepted", id)
		}
	}
}

func TestOneLine(t *testing.T) {
	got := oneLine("Good morning!\n\n1. *call mom* — 09:00\n\t2.   pay   rent")
	if got != "Good morning! · 1. *call mom* — 09:00 · 2. pay rent" {
		t.Errorf("oneLine = %q", got)
	}
	if n := utf8.RuneCountInString(oneLine(strings.Repeat("שלום ", 500))); n > maxParameter {
		t.Errorf("parameter of %d characters", n)
	}
}

func TestValidSignature(t *testing.T) {
	body := []byte(`{"object":"whatsapp_business_account"}`)
	good := Sign("s3cret", body)
	tests := []struct {
		header string
		want   bool
	}{
		{good, true},
		{" " + good + " ", true},
		{"", false},
		{"sha256=", false},
		{good[:len(good)-2], false},
		{strings.ToUpper(good), false},
		{Sign("other", body), false},
	}
	for _, tt := range tests {
		if got := validSignature(tt.header, body, "s3cret"); got != tt.want {
			t.Errorf("validSignature(%q) = %v; want %v", tt.header, got, tt.want)
		}
	}
}
