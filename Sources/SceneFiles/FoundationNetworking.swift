import Foundation

/// On Apple's systems `import Foundation` (and so `import UIKit`) brings URL loading:
/// `URLSession`, `URLRequest`, `HTTPURLResponse`. On Linux they live in their own module,
/// FoundationNetworking, which a scene written for iOS never imports. A file that names one of
/// them imports it too, on its first line (`import FoundationNetworking; ` goes in front of
/// that line, so only that line's columns move), unless that line is a compiler directive.
/// Only files that name them pay for the module.
extension TranslatedSource {
    static let networkingNames: Set<String> = [
        "URLSession", "URLSessionConfiguration", "URLSessionTask", "URLSessionDataTask", "URLSessionDownloadTask",
        "URLSessionUploadTask", "URLSessionDelegate", "URLSessionDataDelegate", "URLSessionTaskDelegate",
        "URLSessionDownloadDelegate", "URLRequest", "NSURLRequest", "NSMutableURLRequest", "URLResponse",
        "HTTPURLResponse", "URLCache", "CachedURLResponse", "URLProtocol", "URLCredential", "URLAuthenticationChallenge",
        "HTTPCookie", "HTTPCookieStorage", "NSURLConnection",
    ]
    static let networkingImport = "import FoundationNetworking; "

    public mutating func importingFoundationNetworking() {
        guard !imports.contains("FoundationNetworking"),
              references.keys.contains(where: Self.networkingNames.contains),
              let newline = text.firstIndex(of: "\n")
        else { return }
        let firstLine = text.index(after: newline)
        guard text[firstLine...].first != "#" else { return }
        text.insert(contentsOf: Self.networkingImport, at: firstLine)
    }
}
