@_spi(SceneFiles) import DynamicsKit
import Foundation
import InterfaceBuilder
import XCTest

/// Interface Builder's XML read, and views made from it as UIKit makes them.
final class InterfaceBuilderTests: XCTestCase {
    private func document(_ xml: String, path: String = "Test.xib") throws -> IBDocument {
        try IBDocument(path: path, data: Data(xml.utf8))
    }

    /// A temporary folder, removed when the test ends.
    private func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    /// Writes `xml` as `name.xib` in `folder` and registers it, as a scene's entry point
    /// registers its files.
    private func registerXib(_ name: String, _ xml: String, in folder: URL) throws {
        let path = folder.appendingPathComponent(name + ".xib").path
        try Data(xml.utf8).write(to: URL(fileURLWithPath: path))
        InterfaceBuilderRegistry.register(files: [path])
    }

    func testElementsKeepTheirLinesAndAttributesAndIDs() throws {
        let doc = try document("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="v1">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="v1" customClass="GameViewController" storyboardIdentifier="game" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """, path: "Main.storyboard")
        XCTAssertEqual(doc.kind, .storyboard)
        XCTAssertEqual(doc.initialViewControllerID, "v1")
        XCTAssertEqual(doc.viewControllers.map(\.line), [6])
        XCTAssertEqual(doc.viewController(withIdentifier: "game")?["customClass"], "GameViewController")
        XCTAssertEqual(doc.customClasses, ["GameViewController"])
    }

    func testWhatIsNotInterfaceBuilderXMLIsOneLineNamingTheFile() {
        XCTAssertThrowsError(try document("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">\n<objects>\n<view id=\"a\" <")) { error in
            XCTAssertTrue("\(error)".hasPrefix("Test.xib:3 is not well-formed XML"), "\(error)")
        }
        XCTAssertThrowsError(try document("<plist version=\"1.0\"/>")) { error in
            XCTAssertEqual("\(error)", "Test.xib:1 is not an Interface Builder document (its root is <plist>)")
        }
        XCTAssertThrowsError(try document("<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"3.0\"/>")) { error in
            XCTAssertEqual("\(error)", "Test.xib:1 is an Interface Builder document for com.apple.InterfaceBuilder3.Cocoa.XIB, not for iOS (CocoaTouch)")
        }
    }

    /// A xib's view: frame, colours in each colour space, a label's font and text, subviews,
    /// and an outlet from the view to its label through the registry.
    func testAXibsViewsAreMadeWithTheirPropertiesAndOutlets() throws {
        let folder = try makeFolder()
        try registerXib("Card", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    <view contentMode="scaleToFill" id="card" customClass="TestCardView">
                        <rect key="frame" x="10" y="20" width="200" height="100"/>
                        <color key="backgroundColor" red="1" green="0.5" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <subviews>
                            <label text="Hi" textAlignment="center" numberOfLines="2" horizontalHuggingPriority="251" verticalCompressionResistancePriority="1000" id="label">
                                <rect key="frame" x="0" y="40" width="200" height="20"/>
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                                <color key="textColor" white="0.25" alpha="1" colorSpace="calibratedWhite"/>
                            </label>
                        </subviews>
                        <connections>
                            <outlet property="title" destination="label" id="o1"/>
                        </connections>
                    </view>
                </objects>
            </document>
            """, in: folder)
        InterfaceBuilderRegistry.register(class: "TestCardView") { TestCardView(coder: $0) }
        InterfaceBuilderRegistry.register(property: "title") { object, value in
            guard let object = object as? TestCardView else { return false }
            return InterfaceBuilderRegistry.assign(&object.title, value)
        }
        let objects = UINib(nibName: "Card", bundle: nil).instantiate(withOwner: nil)
        XCTAssertEqual(objects.count, 1)
        let card = try XCTUnwrap(objects.first as? TestCardView)
        XCTAssertEqual(card.frame, CGRect(x: 10, y: 20, width: 200, height: 100))
        XCTAssertEqual(card.backgroundColor, UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        let label = try XCTUnwrap(card.title)
        XCTAssertTrue(card.subviews.first === label)
        XCTAssertEqual(label.text, "Hi")
        XCTAssertEqual(label.textAlignment, .center)
        XCTAssertEqual(label.numberOfLines, 2)
        XCTAssertEqual(label.font, .boldSystemFont(ofSize: 20))
        XCTAssertEqual(label.textColor, UIColor(white: 0.25, alpha: 1))
        XCTAssertEqual(card.awakeCount, 1)
        XCTAssertEqual(label.contentHuggingPriority(for: .horizontal), UILayoutPriority(251))
        XCTAssertEqual(label.contentCompressionResistancePriority(for: .vertical), .required)
        XCTAssertEqual(label.contentCompressionResistancePriority(for: .horizontal), UILayoutPriority(750), "left out: UIKit's default")
    }

    /// A button's image and background image for a state (`<state key="normal" image="ball"/>`),
    /// a selected button, and the tinted style of Xcode 13's button configurations: the tint,
    /// pale, behind the title.
    func testGlyphButtonTypesAreReadWithTheirGlyphs() throws {
        let folder = try makeFolder()
        try registerXib("Glyphs", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0" y="0" width="200" height="100"/>
                        <subviews>
                            <button buttonType="infoLight" id="info">
                                <rect key="frame" x="10" y="10" width="22" height="22"/>
                            </button>
                            <button buttonType="contactAdd" id="add">
                                <rect key="frame" x="50" y="10" width="22" height="22"/>
                            </button>
                            <button buttonType="roundedRect" id="rounded">
                                <rect key="frame" x="90" y="10" width="60" height="30"/>
                            </button>
                        </subviews>
                    </view>
                </objects>
            </document>
            """, in: folder)
        let root = try XCTUnwrap(UINib(nibName: "Glyphs", bundle: nil).instantiate(withOwner: nil).first as? UIView)
        let buttons = root.subviews.compactMap { $0 as? UIButton }
        XCTAssertEqual(buttons.map(\.buttonType), [.infoLight, .contactAdd, .system])
        XCTAssertEqual(buttons.map { $0.currentImage?.size }, [CGSize(width: 22, height: 22), CGSize(width: 22, height: 22), nil])
    }

    func testAButtonsStateImageAndTintedConfigurationAreRead() throws {
        let folder = try makeFolder()
        try registerXib("Buttons", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0" y="0" width="300" height="200"/>
                        <subviews>
                            <button buttonType="custom" id="ball">
                                <rect key="frame" x="10" y="10" width="30" height="34"/>
                                <state key="normal" image="ball"/>
                            </button>
                            <button buttonType="system" id="tinted">
                                <rect key="frame" x="10" y="60" width="120" height="40"/>
                                <buttonConfiguration key="configuration" style="tinted" title="Gravity"/>
                            </button>
                            <button buttonType="custom" selected="YES" id="backed">
                                <rect key="frame" x="10" y="110" width="60" height="40"/>
                                <state key="normal" title="Off"/>
                                <state key="selected" title="On" backgroundImage="ball"/>
                            </button>
                        </subviews>
                    </view>
                </objects>
            </document>
            """, in: folder)
        // A PNG's signature and header: all `UIImage(named:)` reads before drawing.
        let header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
                               0, 0, 0, 30, 0, 0, 0, 34, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        try Data(header).write(to: folder.appendingPathComponent("ball.png"))
        let searched = UIImage.searchDirectories
        UIImage.searchDirectories = [folder]
        defer { UIImage.searchDirectories = searched }
        let root = try XCTUnwrap(UINib(nibName: "Buttons", bundle: nil).instantiate(withOwner: nil).first as? UIView)
        let buttons = root.subviews.compactMap { $0 as? UIButton }
        XCTAssertEqual(buttons.count, 3)
        XCTAssertEqual(buttons[0].image(for: .normal)?.size, CGSize(width: 30, height: 34), "the state's image")
        XCTAssertEqual(buttons[1].title(for: .normal), "Gravity")
        XCTAssertEqual(buttons[1].backgroundColor, UIColor.systemBlue.withAlphaComponent(0.15), "the tint, pale")
        XCTAssertTrue(buttons[2].isSelected, "selected=\"YES\"")
        XCTAssertEqual(buttons[2].currentTitle, "On")
        XCTAssertEqual(buttons[2].currentBackgroundImage?.size, CGSize(width: 30, height: 34), "the selected state's background image")
        XCTAssertNil(buttons[2].backgroundImage(for: .normal))
    }

    /// An outlet to a constraint (`@IBOutlet var heightConstraint: NSLayoutConstraint!`) is
    /// connected: constraints are made before the outlets, as UIKit unarchives them.
    func testAnOutletToAConstraintIsConnected() throws {
        let folder = try makeFolder()
        try registerXib("Panel", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="TestPanelOwner">
                        <connections>
                            <outlet property="height" destination="h1" id="o1"/>
                        </connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="panel">
                        <rect key="frame" x="0" y="0" width="200" height="80"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="80" priority="750" id="h1"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """, in: folder)
        InterfaceBuilderRegistry.register(property: "height") { object, value in
            guard let object = object as? TestPanelOwner else { return false }
            return InterfaceBuilderRegistry.assign(&object.height, value)
        }
        let owner = TestPanelOwner()
        let objects = UINib(nibName: "Panel", bundle: nil).instantiate(withOwner: owner)
        let constraint = try XCTUnwrap(owner.height)
        XCTAssertEqual(constraint.constant, 80)
        XCTAssertEqual(constraint.priority, UILayoutPriority(750))
        // Through a typed reference: in a release build, `objects.first as AnyObject` inside
        // the assertion's autoclosure compared unequal although it printed equal.
        let panel = try XCTUnwrap(objects.first as? UIView)
        XCTAssertTrue(constraint.firstItem === panel)
        XCTAssertTrue(constraint.isActive)
    }

    /// A storyboard may connect an object of another class to an outlet (a plain view to a
    /// `UIImageView!`, as a port of Apple's Dynamics Catalog does): UIKit's key-value coding stores
    /// it unchecked, and code that uses only what both classes have works; so here.
    func testAnOutletOfAnotherClassIsStoredUnchecked() throws {
        let folder = try makeFolder()
        try registerXib("Mismatch", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                        <connections>
                            <outlet property="picture" destination="plain" id="o1"/>
                        </connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="plain">
                        <rect key="frame" x="10" y="20" width="30" height="40"/>
                    </view>
                </objects>
            </document>
            """, in: folder)
        InterfaceBuilderRegistry.register(property: "picture") { object, value in
            guard let object = object as? TestMismatchOwner else { return false }
            return InterfaceBuilderRegistry.assign(&object.picture, value)
        }
        let owner = TestMismatchOwner()
        let objects = UINib(nibName: "Mismatch", bundle: nil).instantiate(withOwner: owner)
        let plain = try XCTUnwrap(objects.first as? UIView)
        let stored = try XCTUnwrap(owner.picture)
        XCTAssertTrue(stored as AnyObject === plain as AnyObject)
        XCTAssertEqual(stored.center, CGPoint(x: 25, y: 40), "UIView's own properties work through the outlet")
    }

    /// UIKit's rule: a size change is shared among the flexible parts in proportion to them.
    func testAutoresizingSharesTheChangeAmongTheFlexibleParts() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let centred = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 50))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let stretched = UIView(frame: CGRect(x: 20, y: 700, width: 360, height: 100))
        stretched.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        let fixed = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        for view in [centred, stretched, fixed] { parent.addSubview(view) }
        parent.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
        XCTAssertEqual(centred.frame, CGRect(x: 50, y: 100, width: 200, height: 50))
        XCTAssertEqual(stretched.frame, CGRect(x: 20, y: 500, width: 260, height: 100))
        XCTAssertEqual(fixed.frame, CGRect(x: 20, y: 20, width: 40, height: 40))
    }
}

final class TestCardView: UIView {
    var title: UILabel?
    var awakeCount = 0

    override func awakeFromNib() {
        super.awakeFromNib()
        awakeCount += 1
    }
}

final class TestPanelOwner {
    var height: NSLayoutConstraint?
}

final class TestMismatchOwner {
    var picture: UIImageView?
}
