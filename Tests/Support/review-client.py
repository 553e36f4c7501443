#!/usr/bin/env python3
"""What the page of `bezel snapshots report --serve` sends, for tests
(standard library only: http.client).

usage: review-client.py PORT TOKEN NAME OUT.json

Checks the refusals first (no token, a wrong token, a foreign Host, a
foreign Origin on an action, an action without Origin or X-Bezel-Token, an
action by GET, a path out of the folder), then accepts the snapshot NAME
(`Suite/name.ext`) as the page's Accept button does and reads the state.
Writes OUT.json: {"refusals": {what: status}, "page": status,
"accept": {"status": n, "answer": {...}}, "state": {...}}."""
import http.client, json, sys

def request(port, method, path, headers=None, body=None):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    connection.request(method, path, body=body, headers=headers or {})
    response = connection.getresponse()
    data = response.read()
    connection.close()
    return response.status, data

def main():
    port, token, name, out_path = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]
    wrong = ("1" if token[0] == "0" else "0") + token[1:]
    here = f"http://127.0.0.1:{port}"
    action = {"Content-Type": "application/json", "Origin": here}
    body = json.dumps({"name": name})
    refusals = {
        "page without token": request(port, "GET", "/")[0],
        "page with a wrong token": request(port, "GET", f"/?token={wrong}")[0],
        "page from a foreign Host": request(port, "GET", f"/?token={token}", {"Host": f"evil.example:{port}"})[0],
        "accept with a wrong token": request(port, "POST", f"/accept?token={wrong}", action, body)[0],
        "accept from a foreign Origin": request(port, "POST", f"/accept?token={token}",
                                                {**action, "Origin": "http://evil.example"}, body)[0],
        "accept as a form": request(port, "POST", f"/accept?token={token}",
                                    {"Content-Type": "application/x-www-form-urlencoded", "Origin": "null"}, "name=x")[0],
        "accept without Origin or header": request(port, "POST", f"/accept?token={token}",
                                                   {"Content-Type": "application/json"}, body)[0],
        "accept by GET": request(port, "GET", f"/accept?token={token}")[0],
        "a path out of the folder": request(port, "GET", f"/../../Package.swift?token={token}")[0],
        "an unknown image": request(port, "GET", f"/images/nothing.png?token={token}")[0],
    }
    page = request(port, "GET", f"/?token={token}", {"Origin": here})[0]
    status, data = request(port, "POST", f"/accept?token={token}", {**action, "X-Bezel-Token": token}, body)
    accept = {"status": status, "answer": json.loads(data)}
    state = json.loads(request(port, "GET", f"/state?token={token}")[1])
    json.dump({"refusals": refusals, "page": page, "accept": accept, "state": state}, open(out_path, "w"))

main()
