package gmail_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/memo-assistant/memo/adapters/gmail/gmailtest"
)

// TestSearchContactsAcrossScripts: a name written in Hebrew finds the
// contact and the correspondent written in Latin letters, and back, past
// the first page of contacts; a name that only shares consonants does not.
func TestSearchContactsAcrossScripts(t *testing.T) {
	m, fake := newMailbox(t)
	for i := range 250 {
		fake.AddContact(gmailtest.Contact{Name: fmt.Sprintf("Client %d", i), Emails: []string{fmt.Sprintf("c%d@example.com", i)}})
	}
	fake.AddContact(gmailtest.Contact{Name: "Avi Cohen", Emails: []string{"avi@example.com"}})
	fake.AddContact(gmailtest.Contact{Name: "Gal Peretz", Emails: []string{"gal@example.com"}})
	fake.AddContact(gmailtest.Contact{Name: "רונית שמש", Emails: []string{"ronit@example.com"}})
	fake.Add(gmailtest.Message{From: "Dana Levi <dana@example.org>", Subject: "hi", Plain: "x"})
	for _, tt := range []struct {
		query string
		want  []string
	}{
		{"אבי", []string{"avi@example.com"}},
		{"אבי כהן", []string{"avi@example.com"}},
		{"דנה", []string{"dana@example.org"}},
		{"Ronit", []string{"ronit@example.com"}},
		{"גיל", nil}, // Gil is not Gal
		{"אבי לוי", nil},
	} {
		got, err := m.SearchContacts(t.Context(), tt.query)
		if err != nil {
			t.Fatal(err)
		}
		var addrs []string
		for _, c := range got {
			addrs = append(addrs, c.Email)
		}
		if !slices.Equal(addrs, tt.want) {
			t.Errorf("SearchContacts(%q) = %v, want %v", tt.query, addrs, tt.want)
		}
	}
}
