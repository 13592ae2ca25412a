package gmail

import (
	"context"
	"net/mail"
	"slices"
	"strings"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/lexicon"
	"google.golang.org/api/people/v1"
)

// correspondents bounds the recent mails searched for a name.
const correspondents = 20

// SearchContacts implements memo.ContactSearcher: the user's Google
// contacts whose name or address matches query, then people in the
// user's recent mail (from or to) whose name or address holds it. Each
// address comes once. A name found nowhere as written is looked for in
// the other script ("אבי" finds Avi, "Dana" finds דנה; see
// lexicon.SoundAlike) among the contacts and the recent mail.
func (m *Mailbox) SearchContacts(ctx context.Context, query string) ([]memo.Contact, error) {
	query = strings.TrimSpace(query)
	if query == "" {
		return nil, nil
	}
	seen := map[string]bool{}
	var out []memo.Contact
	add := func(name, addr string) {
		addr = strings.ToLower(strings.TrimSpace(addr))
		if addr == "" || seen[addr] {
			return
		}
		seen[addr] = true
		out = append(out, memo.Contact{Name: name, Email: addr})
	}
	err := m.do(ctx, "search contacts", func() error {
		resp, err := m.people.People.SearchContacts().Query(query).ReadMask("names,emailAddresses").PageSize(10).Context(ctx).Do()
		if err != nil {
			return err
		}
		for _, r := range resp.Results {
			if r.Person == nil {
				continue
			}
			name := ""
			if len(r.Person.Names) > 0 {
				name = r.Person.Names[0].DisplayName
			}
			for _, e := range r.Person.EmailAddresses {
				add(name, e.Value)
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	page, err := m.ListEmails(ctx, memo.EmailFilter{TextContains: query, MaxResults: correspondents})
	if err != nil {
		return nil, err
	}
	low := strings.ToLower(query)
	correspond(page.Emails, func(name, addr string) bool {
		return strings.Contains(strings.ToLower(name), low) || strings.Contains(strings.ToLower(addr), low)
	}, add)
	if len(out) > 0 || len(lexicon.SoundKeys(firstWord(query))) == 0 {
		return out, nil
	}
	if err := m.soundAlike(ctx, query, add); err != nil {
		return nil, err
	}
	return out, nil
}

// maxConnections bounds the contacts read when a name is looked for in
// the other script.
const maxConnections = 1000

// soundAlike adds the contacts and recent correspondents whose name
// sounds like query, written in the other script: each word of query is
// like a word of the name.
func (m *Mailbox) soundAlike(ctx context.Context, query string, add func(name, addr string)) error {
	like := func(name string) bool {
		words := strings.Fields(name)
		for _, q := range strings.Fields(query) {
			if !slices.ContainsFunc(words, func(w string) bool { return lexicon.SoundAlike(q, strings.Trim(w, ",.()\"'")) }) {
				return false
			}
		}
		return len(words) > 0
	}
	token := ""
	for read := 0; read < maxConnections; {
		var resp *people.ListConnectionsResponse
		err := m.do(ctx, "list contacts", func() error {
			var err error
			resp, err = m.people.People.Connections.List("people/me").PersonFields("names,emailAddresses").
				PageSize(200).PageToken(token).Context(ctx).Do()
			return err
		})
		if err != nil {
			return err
		}
		for _, p := range resp.Connections {
			if p == nil || len(p.Names) == 0 || !like(p.Names[0].DisplayName) {
				continue
			}
			for _, e := range p.EmailAddresses {
				add(p.Names[0].DisplayName, e.Value)
			}
		}
		read += len(resp.Connections)
		if token = resp.NextPageToken; token == "" || len(resp.Connections) == 0 {
			break
		}
	}
	page, err := m.ListEmails(ctx, memo.EmailFilter{MaxResults: correspondents})
	if err != nil {
		return err
	}
	correspond(page.Emails, func(name, _ string) bool { return like(name) }, add)
	return nil
}

// correspond adds the people mails are from, to or copied to that match.
func correspond(mails []memo.Email, match func(name, addr string) bool, add func(name, addr string)) {
	for _, e := range mails {
		for _, a := range append(append([]string{e.From}, e.To...), e.Cc...) {
			p, err := mail.ParseAddress(a)
			if err == nil && match(p.Name, p.Address) {
				add(p.Name, p.Address)
			}
		}
	}
}

// firstWord is s's first word.
func firstWord(s string) string {
	w, _, _ := strings.Cut(strings.TrimSpace(s), " ")
	return w
}
